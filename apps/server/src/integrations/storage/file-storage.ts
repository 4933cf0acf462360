import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ByteRange, SentRange } from './byte-range.js';

/*
 * Where the studio keeps files it produced (generated images, rendered videos). The local
 * folder and an S3-compatible bucket implement it; services never know which.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Idempotent: deleting a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The address a browser loads the file from: `/files/<key>` or the bucket's public URL. */
  publicUrl(key: string): string;
  /**
   * The file's bytes as a stream, or null when there is no such key. With a range, only the
   * bytes it covers (`range` says which), or RangeNotSatisfiableError when it covers none.
   */
  read(key: string, options?: { range?: ByteRange | undefined }): Promise<StoredFileBytes | null>;
  /** What is known about the file without reading it (HEAD), or null when there is no such key. */
  stat(key: string): Promise<StoredFileInfo | null>;
}

export interface StoredFileInfo {
  contentType: string | undefined;
  /** The whole file's size. */
  sizeBytes: number | undefined;
  /** A validator for conditional requests (If-None-Match). */
  etag: string | undefined;
}

export interface StoredFileBytes extends StoredFileInfo {
  stream: Readable;
  /** Present when the stream holds only part of the file (a range was asked and served). */
  range?: SentRange;
}

/** `<32 random hex>/<name>.<ext>`: unguessable, and a readable file name for downloads. */
export const FILE_KEY_PATTERN = /^[0-9a-f]{32}\/[a-z0-9][a-z0-9._-]{0,99}$/;

export function newFileKey(name: string, extension: string): string {
  const safe =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file';
  return `${randomBytes(16).toString('hex')}/${safe}.${extension.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
}

/** Keys come from newFileKey; anything else (a path with `..`, a slash too many) is refused before it reaches a disk or a bucket. */
export function assertFileKey(key: string): string {
  if (!FILE_KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Invalid file key: ${key}`);
  return key;
}

/** Files are never rewritten under the same key, so browsers and CDNs may keep them for good. */
export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  // The media and music libraries' uploads (modules/media-library).
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
};
