import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Logger } from 'pino';
import type { BatchFile } from './studio-batch-work.js';

/** Already compressed: stored as they are (deflating an MP4 costs CPU and saves nothing). */
const STORED = /\.(png|jpe?g|webp|gif|mp4|webm|mp3|m4a|ogg|wav|zip)$/i;

/** `NNN-<slug>`: the row's place in the batch and its label, safe on every file system. */
export function rowFolderName(position: number, label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${String(position + 1).padStart(3, '0')}-${slug || 'item'}`;
}

/** A file name inside a folder: no path separators, no dot files. */
const safeName = (name: string) => name.replace(/[/\\]+/g, '-').replace(/^\.+/, '') || 'file';

export interface ZipFolder {
  folder: string;
  files: () => Promise<BatchFile[]>;
}

/**
 * The folders' files as one zip, streamed: each folder's files are read only when its turn
 * comes, large media passed through in chunks, text deflated. A folder whose files cannot be
 * read (a file removed meanwhile) is left out and logged rather than ending the download.
 */
export function zipStream(folders: ZipFolder[], log: Logger): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  const run = async () => {
    for (const { folder, files } of folders) {
      let list: BatchFile[];
      try {
        list = await files();
      } catch (err) {
        log.warn({ err, folder }, 'a batch row left out of the zip');
        continue;
      }
      for (const file of list) {
        const name = `${folder}/${safeName(file.name)}`;
        const entry = STORED.test(file.name) ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
        zip.add(entry);
        if (typeof file.body === 'function') {
          const stream = await file.body();
          for await (const chunk of stream as AsyncIterable<Buffer | string>) {
            entry.push(typeof chunk === 'string' ? Buffer.from(chunk) : new Uint8Array(chunk));
          }
          entry.push(new Uint8Array(0), true);
        } else {
          entry.push(
            typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : new Uint8Array(file.body),
            true,
          );
        }
      }
    }
    zip.end();
  };
  run().catch((err: unknown) => {
    log.warn({ err }, 'the batch zip stopped');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
