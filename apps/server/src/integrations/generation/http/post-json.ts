import zlib from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import { GenerationError, httpStatusError } from '../errors.js';
import {
  guardedRequest,
  TooManyRedirectsError,
  type CheckedHop,
  type Hop,
} from '../../../lib/guarded-request.js';
import { BlockedUrlError, type UrlGuard } from '../../../lib/url-guard.js';
import { withoutUnsafeText } from '@forja/contracts';

/*
 * The one outbound HTTP call of the generation providers: POST JSON, read the reply as
 * text, and turn every transport failure into a GenerationError with its stable code.
 * The per-operation timeout covers the whole exchange, body included, and is combined
 * with the caller's signal so a cancelled request stops the call at once.
 *
 * The address goes through the same guard as WordPress sites and image links
 * (guardedRequest): checked before every hop, redirects included, and again when the
 * socket connects. The policy is the caller's: an address the administrator set for generation
 * may well sit on this machine or the local network (an n8n or Ollama next to the server), so
 * generation settings pass a guard that allows private addresses.
 */

export interface PostJsonRequest {
  url: string;
  body: unknown;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
  /** Bigger replies are refused rather than buffered without bound. */
  maxBytes?: number;
  /** Where the call may go (createUrlGuard with the caller's policy). */
  guard: UrlGuard;
}

const DEFAULT_MAX_REPLY_BYTES = 10 * 1024 * 1024;
/** Base64 images are large; allow a generous but finite reply. */
export const IMAGE_REPLY_MAX_BYTES = 64 * 1024 * 1024;

/** Non-empty and http(s), as a webhook address must be. */
export function assertHttpUrl(url: string | null | undefined): string {
  const value = (url ?? '').trim();
  if (!value) throw new GenerationError('WEBHOOK_MISSING');
  if (!/^https?:\/\//i.test(value)) throw new GenerationError('WEBHOOK_INVALID_URL');
  try {
    new URL(value);
  } catch {
    throw new GenerationError('WEBHOOK_INVALID_URL');
  }
  return value;
}

/** Returns the reply text of a 2xx answer; never an empty one. */
export async function postJson(req: PostJsonRequest): Promise<string> {
  const timeout = AbortSignal.timeout(req.timeoutMs);
  const signal = req.signal ? AbortSignal.any([timeout, req.signal]) : timeout;
  let status = 0;
  let statusText = '';
  let text: string;
  try {
    const { res } = await guardedRequest(
      {
        method: 'POST',
        url: req.url,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/plain, */*',
          ...req.headers,
        },
        body: Buffer.from(JSON.stringify(req.body), 'utf8'),
      },
      { guard: req.guard, signal, follow: followAsFetch },
    );
    status = res.statusCode ?? 0;
    statusText = res.statusMessage ?? '';
    text = await readCapped(res, req.maxBytes ?? DEFAULT_MAX_REPLY_BYTES);
  } catch (error) {
    if (error instanceof GenerationError) throw error;
    if (error instanceof BlockedUrlError) throw blockedUrlError(error);
    if (error instanceof TooManyRedirectsError)
      throw new GenerationError('NETWORK_ERROR', { details: { reason: 'TOO_MANY_REDIRECTS' } });
    // Check the caller first: when both fired, the caller's cancel is the real reason.
    if (req.signal?.aborted) throw new GenerationError('ABORTED', { cause: error });
    if (timeout.aborted)
      throw new GenerationError('TIMEOUT', { details: { timeoutMs: req.timeoutMs }, cause: error });
    throw new GenerationError('NETWORK_ERROR', { details: { reason: errorReason(error) }, cause: error });
  }
  if (status < 200 || status > 299) throw httpStatusError(status, statusText, text);
  if (!text.trim()) throw new GenerationError('EMPTY_RESPONSE', { details: { status } });
  return text;
}

/**
 * The address guard's refusal as the error the wizard and the admin's Test button show
 * (the same whether it came before the call, on a redirect or when the socket connected).
 */
export function blockedUrlError(error: BlockedUrlError): GenerationError {
  if (error.reason === 'unresolvable')
    return new GenerationError('NETWORK_ERROR', { details: { reason: error.systemCode ?? 'ENOTFOUND' } });
  if (error.reason === 'private')
    return new GenerationError('WEBHOOK_INVALID_URL', {
      message: error.message,
      details: { problem: 'privateAddress' },
    });
  return new GenerationError('WEBHOOK_INVALID_URL');
}

const REQUEST_BODY_HEADERS = ['content-type', 'content-encoding', 'content-language', 'content-location'];

/*
 * Redirects as fetch() followed them before (automations behind a proxy answer 307/308 or
 * 303): 307/308 repeat the POST, 301/302/303 turn it into a GET without a body. The
 * Authorization header (an API key) never goes to another origin.
 */
function followAsFetch(hop: CheckedHop, location: URL, status: number): Hop | null {
  if (![301, 302, 303, 307, 308].includes(status)) return null;
  const crossOrigin = location.origin !== hop.url.origin;
  const toGet = status !== 307 && status !== 308;
  const headers = Object.fromEntries(
    Object.entries(hop.headers).filter(([name]) => {
      const key = name.toLowerCase();
      if (crossOrigin && key === 'authorization') return false;
      return !(toGet && REQUEST_BODY_HEADERS.includes(key));
    }),
  );
  return toGet
    ? { method: 'GET', url: location, headers }
    : { method: hop.method, url: location, headers, body: hop.body };
}

/**
 * The reply body as text. A compressed reply (we ask for none, but servers and proxies send
 * gzip anyway) is decoded, and the size cap counts the decoded bytes, so a small compressed
 * reply cannot expand without bound. An encoding we cannot decode is refused, never read as
 * text. NUL characters are dropped: no stored text may carry them.
 */
async function readCapped(res: IncomingMessage, maxBytes: number): Promise<string> {
  const body = decodedBody(res);
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      received += chunk.byteLength;
      if (received > maxBytes) throw new GenerationError('RESPONSE_TOO_LARGE', { details: { maxBytes } });
      text += decoder.decode(chunk, { stream: true });
    }
  } catch (error) {
    res.destroy();
    if (error instanceof GenerationError) throw error;
    if (body !== res) {
      throw new GenerationError('PROVIDER_ERROR', {
        message: 'The generation service sent a compressed reply that could not be decoded.',
        details: { reason: 'bad compressed reply' },
      });
    }
    throw error;
  }
  return withoutUnsafeText(text + decoder.decode());
}

function decodedBody(res: IncomingMessage): NodeJS.ReadableStream {
  const encoding = String(res.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding === 'identity' || encoding === '') return res;
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) {
    res.resume();
    throw new GenerationError('PROVIDER_ERROR', {
      message: 'The generation service sent a reply in an encoding Forja cannot read.',
      details: { reason: 'unsupported content encoding' },
    });
  }
  return res.pipe(decoder);
}

/**
 * The system error code (ECONNREFUSED, ENOTFOUND…) only: the full message names the host
 * and port, and error details may reach a browser, which must never learn webhook addresses.
 */
function errorReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return cause instanceof Error ? cause.name : 'unknown';
}
