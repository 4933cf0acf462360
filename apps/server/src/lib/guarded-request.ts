import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { privateAddressError, type UrlGuard } from './url-guard.js';

/*
 * The one way the server sends a request to an address that came from outside (webhooks,
 * OpenAI-compatible APIs, WordPress sites, image links). Every hop, the first
 * and each redirect, passes the guard before anything is sent, and the socket connects
 * through the guard's lookup, which refuses a private address however the name resolves
 * by then (DNS rebinding). Callers say which redirects they follow and how; the guard says
 * where any of them may lead. A refusal is always a BlockedUrlError, whichever check made it.
 */

export interface Hop {
  method: 'GET' | 'POST';
  url: URL | string;
  headers: Record<string, string>;
  body?: Buffer | undefined;
}

export type CheckedHop = Hop & { url: URL };

/**
 * What to do with a 3xx answer that names a Location: the next hop (checked like the
 * first one), or null to hand the answer back as it is. It may throw to refuse.
 */
type FollowRedirect = (hop: CheckedHop, location: URL, status: number) => Hop | null;

const MAX_REDIRECTS = 3;

export class TooManyRedirectsError extends Error {
  override readonly name = 'TooManyRedirectsError';
  constructor() {
    super('Too many redirects.');
  }
}

export interface GuardedRequestOptions {
  guard: UrlGuard;
  /** Covers every hop; the caller reads the body under the same signal. */
  signal: AbortSignal;
  follow: FollowRedirect;
  maxRedirects?: number;
}

/** Sends the request, following redirects as `follow` decides; answers the last response and its address. */
export async function guardedRequest(
  first: Hop,
  options: GuardedRequestOptions,
): Promise<{ res: IncomingMessage; url: URL }> {
  const max = options.maxRedirects ?? MAX_REDIRECTS;
  let hop = first;
  for (let n = 0; n <= max; n++) {
    const url = await options.guard.check(hop.url.toString());
    const current: CheckedHop = { ...hop, url };
    const res = await send(current, options.signal, options.guard);
    const status = res.statusCode ?? 0;
    const location = status >= 300 && status < 400 ? locationOf(res, url) : null;
    if (!location) return { res, url };
    let next: Hop | null;
    try {
      next = options.follow(current, location, status);
    } catch (error) {
      res.resume();
      throw error;
    }
    if (!next) return { res, url };
    res.resume();
    hop = next;
  }
  throw new TooManyRedirectsError();
}

function locationOf(res: IncomingMessage, base: URL): URL | null {
  const raw = res.headers.location;
  if (!raw) return null;
  try {
    return new URL(raw, base);
  } catch {
    return null; // an unreadable Location: the 3xx goes back to the caller as it is
  }
}

/*
 * Kept-alive sockets are pooled per connect policy, never in Node's global agent: a
 * reused socket skips the lookup, so one opened without the connect-time check (private
 * addresses allowed, or by any other code in the process) must never carry a request
 * that needs it.
 */
const pools = new WeakMap<object, { http: http.Agent; https: https.Agent }>();
const UNCHECKED = {};

function agentFor(url: URL, lookup: LookupFunction | undefined): http.Agent {
  const key = lookup ?? UNCHECKED;
  let pool = pools.get(key);
  if (!pool) {
    pool = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
    pools.set(key, pool);
  }
  return url.protocol === 'https:' ? pool.https : pool.http;
}

function send(hop: CheckedHop, signal: AbortSignal, guard: UrlGuard): Promise<IncomingMessage> {
  const client = hop.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(hop.url, {
      method: hop.method,
      agent: agentFor(hop.url, guard.connectLookup),
      signal,
      headers: {
        ...hop.headers,
        ...(hop.body ? { 'content-length': String(hop.body.length) } : {}),
      },
      ...(guard.connectLookup ? { lookup: guard.connectLookup } : {}),
    });
    request.once('response', resolve);
    request.once('error', (error: Error & { code?: unknown }) => {
      reject(error.code === 'EPRIVATE' ? privateAddressError() : error);
    });
    request.end(hop.body);
  });
}
