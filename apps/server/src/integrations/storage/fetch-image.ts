import type { IncomingMessage } from 'node:http';
import { GenerationError } from '../generation/errors.js';
import { detectImageType } from '../generation/content/image-bytes.js';
import { guardedRequest, TooManyRedirectsError } from '../../lib/guarded-request.js';
import { BlockedUrlError, createUrlGuard, type LookupAll, type PrivateHosts } from '../../lib/url-guard.js';

/*
 * A provider may answer with a link to its image, often a temporary one. The server fetches
 * it once and keeps the bytes, so a result never depends on someone else's link. The link is
 * outside input: private addresses are refused (also at connect time, so a DNS answer that
 * changes after the check cannot slip through, and on every redirect), the wait and the size
 * are bounded, and only real PNG, JPEG, WebP or GIF bytes are accepted.
 */

export interface FetchImageOptions {
  /** Hosts that may be private: the operator's list plus the provider's own host. */
  privateHosts: PrivateHosts;
  timeoutMs?: number;
  maxBytes?: number;
  signal?: AbortSignal | undefined;
  /** Tests only: a resolver for the pre-check. */
  lookup?: LookupAll;
}

const IMAGE_FETCH_TIMEOUT_MS = 30_000;
const IMAGE_FETCH_MAX_BYTES = 20 * 1024 * 1024;

export async function fetchImage(
  url: string,
  options: FetchImageOptions,
): Promise<{ data: Buffer; contentType: string }> {
  const timeoutMs = options.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? IMAGE_FETCH_MAX_BYTES;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const guard = createUrlGuard({
    privateHosts: options.privateHosts,
    ...(options.lookup ? { lookup: options.lookup } : {}),
  });

  let res: IncomingMessage;
  try {
    ({ res } = await guardedRequest(
      {
        method: 'GET',
        url,
        headers: {
          accept: 'image/png,image/jpeg,image/webp,image/gif;q=0.9,image/*;q=0.5',
          'user-agent': 'Forja',
        },
      },
      // Image hosts hand out links that redirect to a CDN: any host, as long as the guard lets it through.
      { guard, signal, follow: (hop, location) => ({ ...hop, url: location }) },
    ));
  } catch (error) {
    throw transportError(error, { caller: options.signal, timeout, timeoutMs });
  }
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 299) {
    res.resume();
    throw new GenerationError('IMAGE_FETCH_FAILED', { details: { status } });
  }
  const declared = String(res.headers['content-type'] ?? '').toLowerCase();
  if (!declared.startsWith('image/')) {
    res.resume();
    throw new GenerationError('NOT_AN_IMAGE', { details: { contentType: declared.slice(0, 100) } });
  }
  if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
    res.destroy();
    throw new GenerationError('RESPONSE_TOO_LARGE', { details: { maxBytes } });
  }
  let data: Buffer;
  try {
    data = await readCapped(res, maxBytes);
  } catch (error) {
    if (error instanceof GenerationError) throw error;
    throw transportError(error, { caller: options.signal, timeout, timeoutMs });
  }
  // The bytes decide, not the header: an SVG or HTML page served as image/* is refused.
  const contentType = detectImageType(data);
  if (!contentType)
    throw new GenerationError('NOT_AN_IMAGE', { details: { contentType: declared.slice(0, 100) } });
  return { data, contentType };
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      throw new GenerationError('RESPONSE_TOO_LARGE', { details: { maxBytes } });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function transportError(
  error: unknown,
  ctx: { caller: AbortSignal | undefined; timeout: AbortSignal; timeoutMs: number },
): GenerationError {
  if (error instanceof BlockedUrlError) {
    const code = error.reason === 'private' ? 'IMAGE_URL_REFUSED' : 'IMAGE_FETCH_FAILED';
    return new GenerationError(code, { details: { reason: error.systemCode ?? error.reason } });
  }
  if (error instanceof TooManyRedirectsError)
    return new GenerationError('IMAGE_FETCH_FAILED', { details: { reason: 'too many redirects' } });
  if (ctx.caller?.aborted) return new GenerationError('ABORTED', { cause: error });
  if (ctx.timeout.aborted)
    return new GenerationError('TIMEOUT', { details: { timeoutMs: ctx.timeoutMs }, cause: error });
  const code = (error as { code?: unknown }).code;
  // The system code only: the message names the host, and details may reach a browser.
  return new GenerationError('IMAGE_FETCH_FAILED', {
    details: { reason: typeof code === 'string' ? code : 'network' },
    cause: error,
  });
}
