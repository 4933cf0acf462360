import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertFileKey, EXTENSION_BY_TYPE, type FileStorage } from './file-storage.js';

const TYPE_BY_EXTENSION = Object.fromEntries(
  Object.entries(EXTENSION_BY_TYPE).map(([type, ext]) => [ext, type]),
);

/**
 * `$DATA_DIR/files/<key>`, served at `/files/<key>` (plugins/files.ts). A file is written
 * under a dot-folder first and renamed into place, so a reader never sees half of it.
 */
export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => path.join(root, assertFileKey(key));

  return {
    kind: 'local',

    async put(key, bytes) {
      const target = fileOf(key);
      const tmpDir = path.join(root, '.tmp');
      await fs.mkdir(tmpDir, { recursive: true });
      await fs.mkdir(path.dirname(target), { recursive: true });
      const tmp = path.join(tmpDir, randomBytes(8).toString('hex'));
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, target);
    },

    async delete(key) {
      const target = fileOf(key);
      await fs.rm(target, { force: true });
      // The key's own folder holds only this file.
      await fs.rmdir(path.dirname(target)).catch(() => undefined);
    },

    publicUrl(key) {
      return `/files/${assertFileKey(key)}`;
    },

    async read(key) {
      const file = fileOf(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        stream: createReadStream(file),
        contentType: TYPE_BY_EXTENSION[path.extname(file).slice(1)],
        sizeBytes: stat.size,
      };
    },
  };
}
