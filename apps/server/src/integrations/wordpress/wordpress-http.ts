import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { guardedRequest, TooManyRedirectsError } from '../../lib/guarded-request.js';
import { BlockedUrlError, createUrlGuard, type LookupAll, type PrivateHosts } from '../../lib/url-guard.js';
import { WordPressError } from './wordpress-errors.js';

/*
 * One request to a user's WordPress site. The address is outside input: it is
 * checked before every hop and again when the socket connects; it must be public unless
 * the operator lists its host in ALLOWED_PRIVATE_HOSTS. The wait and the reply size are bounded. GETs follow a few redirects on the
 * same host (http -> https, www), which is how a site usually moves; the credentials never
 * go to another host.
 */

interface SiteRequest {
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
  /** Hosts that may be private (the operator's ALLOWED_PRIVATE_HOSTS); others must be public. */
  privateHosts: PrivateHosts;
  /** Tests only: a resolver for the pre-check. */
  lookup?: LookupAll;
  maxReplyBytes?: number;
}

const MAX_REPLY_BYTES = 4 * 1024 * 1024;

export type SiteHttp = (req: SiteRequest) => Promise<SiteResponse>;

export function createSiteHttp(options: SiteHttpOptions): SiteHttp {
  const guard = createUrlGuard({
    privateHosts: options.privateHosts,
    ...(options.lookup ? { lookup: options.lookup } : {}),
  });
  const maxBytes = options.maxReplyBytes ?? MAX_REPLY_BYTES;

  return async (req) => {
    const timeout = AbortSignal.timeout(req.timeoutMs);
    try {
      const { res, url } = await guardedRequest(
        {
          method: req.method,
          url: req.url,
          headers: { accept: 'application/json', 'user-agent': 'Forja', ...req.headers },
          body: req.body,
        },
        {
          guard,
          signal: timeout,
          follow: (hop, location, status) => {
            // A POST is never sent twice; its 3xx answer goes back to the caller.
            if (hop.method !== 'GET') return null;
            if (!sameSite(hop.url, location))
              throw new WordPressError('WORDPRESS_NOT_FOUND', { status, reason: 'redirect' });
            return { ...hop, url: location };
          },
        },
      );
      const text = await readCapped(res, maxBytes);
      return { status: res.statusCode ?? 0, headers: res.headers, text, url };
    } catch (error) {
      throw transportError(error, timeout);
    }
  };
}

/**
 * Where a redirect may take the application password: the same origin (scheme, host and port),
 * or the same host moved to https on its default port. Anything else (another host, a `www.`
 * variant, another port, a downgrade to http) is refused rather than followed, so the
 * credentials never reach a place the user did not name.
 */
export function sameSite(from: URL, to: URL): boolean {
  if (from.origin === to.origin) return true;
  return (
    from.protocol === 'http:' &&
    to.protocol === 'https:' &&
    from.hostname.toLowerCase() === to.hostname.toLowerCase() &&
    to.port === ''
  );
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
  if (error instanceof BlockedUrlError) {
    if (error.reason === 'private') return new WordPressError('WORDPRESS_URL_REFUSED', { reason: 'private' });
    return new WordPressError('WORDPRESS_UNREACHABLE', { reason: error.systemCode ?? error.reason });
  }
  if (error instanceof TooManyRedirectsError)
    return new WordPressError('WORDPRESS_NOT_FOUND', { reason: 'too many redirects' });
  if (timeout.aborted) return new WordPressError('WORDPRESS_TIMEOUT', {}, { cause: error });
  const code = (error as { code?: unknown } | null)?.code;
  // The system code only: the message names the host.
  return new WordPressError(
    'WORDPRESS_UNREACHABLE',
    { reason: typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown' },
    { cause: error },
  );
}
