import type { StorageConfig } from '../../config/storage.js';
import type { FileStorage } from './file-storage.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';

export function createStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}

/** Origins other than the studio's own that serve files to browsers (the CSP must allow them). */
export function storageOrigins(config: StorageConfig): string[] {
  return config.kind === 's3' && config.publicUrl ? [new URL(config.publicUrl).origin] : [];
}
