import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/*
 * A webhook receiver for the tests, on 127.0.0.1: records each request with its raw body (a
 * signature is checked on the exact bytes), answers the status its path is set to (200 by
 * default), and lets a test wait for the request it expects.
 */

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** When it arrived (ms). */
  at: number;
}

export async function startReceiver() {
  const received: Received[] = [];
  const statuses = new Map<string, number>();
  const waiters: { match: (r: Received) => boolean; resolve: (r: Received) => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = {
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      received.push(r);
      res.statusCode = statuses.get(r.path) ?? 200;
      res.end();
      for (const w of [...waiters])
        if (w.match(r)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(r);
        }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** Answers `status` to requests for `path` from now on. */
    answer: (path: string, status: number) => statuses.set(path, status),
    /** The `n`th request (1-based) for `path`, now or when it arrives. */
    nth(path: string, n: number): Promise<Received> {
      const seen = received.filter((r) => r.path === path);
      if (seen.length >= n) return Promise.resolve(seen[n - 1]!);
      let count = seen.length;
      return new Promise((resolve) =>
        waiters.push({ match: (r) => r.path === path && ++count === n, resolve }),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A received message as a receiver checks it (the Standard Webhooks library): its signature, then its body. */
export function verified(secret: string, r: Received) {
  const headers = {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(r.body, headers) as { type: string; timestamp: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- a message's data
}
