import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import {
  BlockedUrlError,
  createUrlGuard,
  publicOnlyLookup,
  type LookupAll,
  type UrlGuard,
} from '../../lib/url-guard.js';
import { WordPressError } from './wordpress-errors.js';

/*
 * One request to a user's WordPress site. The address is outside input (DESIGN §6): it is
 * checked before every hop and, without ALLOW_PRIVATE_URLS, again when the socket
 * connects. The wait and the reply size are bounded. GETs follow a few redirects on the
 * same host (http -> https, www), which is how a site usually moves; the credentials never
 * go to another host.
 */

export interface SiteRequest {
  method: 'GET' | 'POST';
  url: URL;
  headers?: Record<string, string>;
  body?: Buffer;
  timeoutMs: number;
}

export interface SiteResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Where the answer came from after redirects. */
  url: URL;
}

export interface SiteHttpOptions {
  allowPrivate: boolean;
  /** Tests only: a resolver for the pre-check. */
  lookup?: LookupAll;
  maxReplyBytes?: number;
}

export const MAX_REPLY_BYTES = 4 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export type SiteHttp = (req: SiteRequest) => Promise<SiteResponse>;

export function createSiteHttp(options: SiteHttpOptions): SiteHttp {
  const guard = createUrlGuard({
    allowPrivate: options.allowPrivate,
    ...(options.lookup ? { lookup: options.lookup } : {}),
  });
  const maxBytes = options.maxReplyBytes ?? MAX_REPLY_BYTES;

  return async (req) => {
    const timeout = AbortSignal.timeout(req.timeoutMs);
    let url = req.url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      await checked(guard, url);
      let res: IncomingMessage;
      let text: string;
      try {
        res = await send(url, req, timeout, options.allowPrivate);
        const location = res.headers.location;
        const status = res.statusCode ?? 0;
        if (req.method === 'GET' && status >= 300 && status < 400 && location) {
          res.resume();
          const next = new URL(location, url);
          if (!sameSite(url, next))
            throw new WordPressError('WORDPRESS_NOT_FOUND', { status, reason: 'redirect' });
          url = next;
          continue;
        }
        text = await readCapped(res, maxBytes);
      } catch (error) {
        throw transportError(error, timeout);
      }
      return { status: res.statusCode ?? 0, headers: res.headers, text, url };
    }
    throw new WordPressError('WORDPRESS_NOT_FOUND', { reason: 'too many redirects' });
  };
}

async function checked(guard: UrlGuard, url: URL): Promise<void> {
  try {
    await guard.check(url.toString());
  } catch (error) {
    if (error instanceof BlockedUrlError) {
      if (error.reason === 'private')
        throw new WordPressError('WORDPRESS_URL_REFUSED', { reason: 'private' });
      throw new WordPressError('WORDPRESS_UNREACHABLE', { reason: error.systemCode ?? error.reason });
    }
    throw error;
  }
}

/** The same host, or the same name with or without `www.`: a site's own move. */
function sameSite(from: URL, to: URL): boolean {
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');
  return bare(from.hostname) === bare(to.hostname);
}

function send(
  url: URL,
  req: SiteRequest,
  signal: AbortSignal,
  allowPrivate: boolean,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: req.method,
      signal,
      headers: {
        accept: 'application/json',
        'user-agent': 'Forja',
        ...(req.body ? { 'content-length': String(req.body.length) } : {}),
        ...req.headers,
      },
      ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end(req.body);
  });
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      throw new WordPressError('WORDPRESS_ERROR', { status: res.statusCode ?? 0, reason: 'reply too large' });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function transportError(error: unknown, timeout: AbortSignal): WordPressError {
  if (error instanceof WordPressError) return error;
  if (timeout.aborted) return new WordPressError('WORDPRESS_TIMEOUT', {}, { cause: error });
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EPRIVATE')
    return new WordPressError('WORDPRESS_URL_REFUSED', { reason: 'private' }, { cause: error });
  // The system code only: the message names the host.
  return new WordPressError(
    'WORDPRESS_UNREACHABLE',
    { reason: typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown' },
    { cause: error },
  );
}
