import type { IncomingMessage } from 'node:http';
import { GenerationError } from '../generation/errors.js';
import { guardedRequest } from '../../lib/guarded-request.js';
import { BlockedUrlError, createUrlGuard, type PrivateHosts } from '../../lib/url-guard.js';

/*
 * A rendered video at someone else's address (JSON2Video's link, an automation's video_url):
 * fetched once through the outbound guard and kept in our storage, because those links expire.
 * A link that answers 403, 404 or 410 has expired; anything but an MP4 is refused.
 */

const VIDEO_FETCH_TIMEOUT_MS = 120_000;
export const VIDEO_FETCH_MAX_BYTES = 500 * 1024 * 1024;
const EXPIRED_STATUSES = new Set([403, 404, 410]);

/** An MP4 (ISO BMFF) starts with a box whose type is `ftyp`. */
export const isMp4 = (data: Buffer) => data.length > 12 && data.subarray(4, 8).toString('latin1') === 'ftyp';

export async function fetchVideo(
  url: string,
  options: { privateHosts: PrivateHosts; signal: AbortSignal; timeoutMs?: number; maxBytes?: number },
): Promise<Buffer> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? VIDEO_FETCH_TIMEOUT_MS);
  const signal = AbortSignal.any([timeout, options.signal]);
  const maxBytes = options.maxBytes ?? VIDEO_FETCH_MAX_BYTES;
  const guard = createUrlGuard({ privateHosts: options.privateHosts });
  let res: IncomingMessage;
  try {
    ({ res } = await guardedRequest(
      { method: 'GET', url, headers: { accept: 'video/mp4,video/*;q=0.9', 'user-agent': 'Forja' } },
      { guard, signal, follow: (hop, location) => ({ ...hop, url: location }) },
    ));
  } catch (error) {
    if (options.signal.aborted) throw new GenerationError('ABORTED', { cause: error });
    if (timeout.aborted) throw new GenerationError('TIMEOUT', { cause: error });
    const reason = error instanceof BlockedUrlError ? error.reason : 'network';
    throw new GenerationError('VIDEO_FETCH_FAILED', { details: { reason }, cause: error });
  }
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 299) {
    res.resume();
    throw new GenerationError(EXPIRED_STATUSES.has(status) ? 'VIDEO_LINK_EXPIRED' : 'VIDEO_FETCH_FAILED', {
      details: { status },
    });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        throw new GenerationError('RESPONSE_TOO_LARGE', { details: { maxBytes } });
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof GenerationError) throw error;
    if (options.signal.aborted) throw new GenerationError('ABORTED', { cause: error });
    throw new GenerationError('VIDEO_FETCH_FAILED', { cause: error });
  }
  const data = Buffer.concat(chunks);
  if (!isMp4(data)) throw new GenerationError('VIDEO_FETCH_FAILED', { details: { reason: 'not an MP4' } });
  return data;
}
