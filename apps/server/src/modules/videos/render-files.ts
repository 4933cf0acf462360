import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { GenerationError } from '../../integrations/generation/index.js';
import type { FilesService } from '../files/files.service.js';

/* A render's files in its scratch folder: named by their type, copied from storage. */

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
};
export const extensionOf = (contentType: string) => EXTENSIONS[contentType] ?? 'bin';

/** Copies a stored file (by its storage key) into the scratch folder. */
export async function download(files: FilesService, key: string, path: string): Promise<string> {
  const found = await files.storage.read(key);
  if (!found) throw new GenerationError('RENDER_FAILED', { message: 'A file of the video is missing.' });
  await pipeline(found.stream, createWriteStream(path));
  return path;
}
