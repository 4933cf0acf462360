import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { GenerationError } from '../../integrations/generation/index.js';
import { EXTENSION_BY_TYPE } from '../../integrations/storage/file-storage.js';
import type { FilesService } from '../files/files.service.js';

/* A render's files in its scratch folder: named by their type, copied from storage. */

/** The extension ffmpeg reads a file by: storage's own name for its type. */
export const extensionOf = (contentType: string) => EXTENSION_BY_TYPE[contentType] ?? 'bin';

/** Copies a stored file (by its storage key) into the scratch folder. */
export async function download(files: FilesService, key: string, path: string): Promise<string> {
  const found = await files.storage.read(key);
  if (!found) throw new GenerationError('RENDER_FAILED', { message: 'A file of the video is missing.' });
  await pipeline(found.stream, createWriteStream(path));
  return path;
}
