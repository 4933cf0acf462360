import type { IncomingMessage } from 'node:http';
import { guardedRequest } from '../../lib/guarded-request.js';
import type { UrlGuard } from '../../lib/url-guard.js';
import { StockError } from './stock-errors.js';

/*
 * The stock providers' calls, through the guarded request (the address guard on every hop and at
 * connect time). API calls follow no redirect; file and thumbnail downloads follow the CDN's
 * redirects, each hop checked by the guard again. Every failure becomes a StockError whose
 * reason names no address and no key (Pixabay's key is in the query string).
 */

export interface StockHttp {
  guard: UrlGuard;
  timeoutMs: number;
}

/** Largest API answer read (a page of results is a few tens of kilobytes). */
const MAX_JSON_BYTES = 2 * 1024 * 1024;

/** A 2xx answer's JSON; null for a 404 (the provider does not know the item). */
export async function getJson(
  http: StockHttp,
  url: string,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const signal = AbortSignal.timeout(http.timeoutMs);
  let body: Buffer;
  let status: number;
  try {
    const { res } = await guardedRequest(
      { method: 'GET', url, headers: { accept: 'application/json', 'user-agent': 'Forja', ...headers } },
      { guard: http.guard, signal, follow: () => null },
    );
    status = res.statusCode ?? 0;
    body = await readCapped(res, MAX_JSON_BYTES);
  } catch (error) {
    throw transportFailure(error, signal);
  }
  if (status === 404) return null;
  if (status < 200 || status > 299) throw statusFailure(status, body);
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new StockError('invalid_answer', status);
  }
}

/**
 * Opens a download (a file or a thumbnail): redirects are followed through the guard, a 2xx
 * answer is handed back with its body unread and the signal that covers reading it.
 */
export async function openDownload(
  http: StockHttp,
  url: string,
  accept: string,
  timeoutMs = http.timeoutMs,
): Promise<{ res: IncomingMessage; signal: AbortSignal }> {
  const signal = AbortSignal.timeout(timeoutMs);
  let res: IncomingMessage;
  try {
    ({ res } = await guardedRequest(
      { method: 'GET', url, headers: { accept, 'user-agent': 'Forja' } },
      // CDNs redirect to their edge: any host, as long as the guard lets each hop through.
      { guard: http.guard, signal, follow: (hop, location) => ({ ...hop, url: location }) },
    ));
  } catch (error) {
    throw transportFailure(error, signal);
  }
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 299) {
    res.resume();
    throw new StockError('provider_error', status);
  }
  return { res, signal };
}

/** The body, refused (and the connection dropped) as soon as it passes maxBytes. */
export async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
    res.destroy();
    throw new StockError('too_large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      throw new StockError('too_large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function statusFailure(status: number, body: Buffer): StockError {
  if (status === 401 || status === 403) return new StockError('key_refused', status);
  if (status === 429) return new StockError('rate_limited', status);
  // Pixabay answers a wrong key with a 400 whose text says so ("[ERROR 400] Invalid or missing API key").
  if (status === 400 && /api key/i.test(body.subarray(0, 300).toString('utf8')))
    return new StockError('key_refused', status);
  return new StockError('provider_error', status);
}

/** A failure before or while reading an answer: no address, no message of the socket's. */
export function transportFailure(error: unknown, signal: AbortSignal): StockError {
  if (error instanceof StockError) return error;
  if (signal.aborted) return new StockError('timeout');
  // Refused by the address guard, too many redirects, refused or reset: the same to the user.
  return new StockError('unreachable');
}
