import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { detectImageType } from '../generation/content/image-bytes.js';
import { StockError } from './stock-errors.js';
import { openDownload, readCapped, transportFailure, type StockHttp } from './stock-http.js';

/*
 * The two downloads from a provider's CDN: a picked file, streamed to a scratch file within the
 * media library's byte limit, and a thumbnail, kept in memory (small) and only when its bytes are
 * a picture. Both go through the guard on every redirect hop.
 */

/** A picked photo or clip to `dest`; removes the partial file when it fails or passes maxBytes. */
export async function downloadToFile(
  http: StockHttp,
  url: string,
  dest: string,
  options: { maxBytes: number; timeoutMs: number; accept: string },
): Promise<{ sizeBytes: number }> {
  const { res, signal } = await openDownload(http, url, options.accept, options.timeoutMs);
  if (Number(res.headers['content-length'] ?? 0) > options.maxBytes) {
    res.destroy();
    throw new StockError('too_large');
  }
  let size = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      done(size > options.maxBytes ? new StockError('too_large') : null, chunk);
    },
  });
  try {
    const out = createWriteStream(dest, { flags: 'wx' });
    await once(out, 'open');
    await pipeline(res, cap, out, { signal });
  } catch (error) {
    res.destroy();
    await rm(dest, { force: true });
    throw transportFailure(error, signal);
  }
  return { sizeBytes: size };
}

/** A thumbnail's bytes and their real type (the bytes decide, not the header). */
export async function fetchThumbnail(
  http: StockHttp,
  url: string,
  maxBytes: number,
): Promise<{ data: Buffer; contentType: string }> {
  const { res, signal } = await openDownload(http, url, 'image/jpeg,image/png,image/webp,image/*;q=0.5');
  const declared = String(res.headers['content-type'] ?? '').toLowerCase();
  if (!declared.startsWith('image/')) {
    res.destroy();
    throw new StockError('not_image');
  }
  let data: Buffer;
  try {
    data = await readCapped(res, maxBytes);
  } catch (error) {
    throw transportFailure(error, signal);
  }
  const contentType = detectImageType(data);
  // An SVG or an HTML page served as image/* is refused: it could run in the studio's origin.
  if (!contentType) throw new StockError('not_image');
  return { data, contentType };
}
