import { GenerationError } from '../generation/errors.js';

/**
 * The storage could not take or give a file (bucket unreachable, refused credentials, disk
 * full): a generation that needed it fails with STORAGE_UNAVAILABLE, whose text the user
 * can read, never the network's own message; the cause stays attached for the log.
 */
export function storageUnavailable(cause: unknown): GenerationError {
  return new GenerationError('STORAGE_UNAVAILABLE', { cause });
}

export const isStorageUnavailable = (error: unknown): error is GenerationError =>
  error instanceof GenerationError && error.code === 'STORAGE_UNAVAILABLE';
