import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { RangeNotSatisfiableError, resolveRange } from './byte-range.js';
import { assertFileKey, EXTENSION_BY_TYPE, type FileStorage, type StoredFileInfo } from './file-storage.js';
import { storageUnavailable } from './storage-errors.js';

const TYPE_BY_EXTENSION = Object.fromEntries(
  Object.entries(EXTENSION_BY_TYPE).map(([type, ext]) => [ext, type]),
);

/** Size and modification time, as static file servers make their weak ETags. */
const etagOf = (stat: Stats) => `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;

/**
 * `$DATA_DIR/files/<key>`, served at `/files/<key>` (plugins/files.ts). A file is written
 * under a dot-folder first and renamed into place, so a reader never sees half of it.
 */
export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => path.join(root, assertFileKey(key));
  const statOf = async (file: string) => {
    const stat = await fs.stat(file).catch(() => null);
    return stat?.isFile() ? stat : null;
  };
  const infoOf = (file: string, stat: Stats): StoredFileInfo => ({
    contentType: TYPE_BY_EXTENSION[path.extname(file).slice(1)],
    sizeBytes: stat.size,
    etag: etagOf(stat),
  });

  return {
    kind: 'local',

    async put(key, bytes) {
      const target = fileOf(key);
      const tmpDir = path.join(root, '.tmp');
      const tmp = path.join(tmpDir, randomBytes(8).toString('hex'));
      try {
        await fs.mkdir(tmpDir, { recursive: true });
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(tmp, bytes);
        await fs.rename(tmp, target);
      } catch (error) {
        await fs.rm(tmp, { force: true }).catch(() => undefined);
        throw storageUnavailable(error);
      }
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

    async read(key, options) {
      const file = fileOf(key);
      const stat = await statOf(file);
      if (!stat) return null;
      const range = options?.range && resolveRange(options.range, stat.size);
      if (range === null) throw new RangeNotSatisfiableError(stat.size);
      return {
        ...infoOf(file, stat),
        stream: createReadStream(file, range ? { start: range.start, end: range.end } : {}),
        ...(range ? { range } : {}),
      };
    },

    async stat(key) {
      const file = fileOf(key);
      const stat = await statOf(file);
      return stat ? infoOf(file, stat) : null;
    },
  };
}
