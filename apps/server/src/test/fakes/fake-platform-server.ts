import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The plumbing the fake Google and TikTok share: a local HTTP server that reads whole bodies
 * (video chunks are binary) and hands each request to a handler that speaks the platform.
 */

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: Buffer;
  form: URLSearchParams;
  json: Record<string, unknown>;
  bearer: string | undefined;
}

export type FakeHandler = (req: FakeRequest, res: ServerResponse, raw: IncomingMessage) => void;

export const sendJson = (
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
) =>
  void res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));

export const redirect = (res: ServerResponse, to: string) => void res.writeHead(302, { location: to }).end();

export async function startFakePlatformServer(handler: FakeHandler, port = 0) {
  const server: Server = createServer((raw, res) => {
    const chunks: Buffer[] = [];
    raw.on('data', (c: Buffer) => chunks.push(c));
    raw.on('end', () => {
      const body = Buffer.concat(chunks);
      const type = raw.headers['content-type'] ?? '';
      let json: Record<string, unknown> = {};
      if (type.includes('json')) {
        try {
          json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
        } catch {
          json = {};
        }
      }
      const auth = raw.headers.authorization;
      handler(
        {
          method: raw.method ?? 'GET',
          url: new URL(raw.url ?? '/', 'http://127.0.0.1'),
          headers: raw.headers,
          body,
          form: new URLSearchParams(type.includes('x-www-form-urlencoded') ? body.toString('utf8') : ''),
          json,
          bearer: auth?.startsWith('Bearer ') ? auth.slice(7) : undefined,
        },
        res,
        raw,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `bytes 0-99/1000` -> { start: 0, end: 99, total: 1000 }; `bytes *\/1000` -> { total: 1000 }. */
export function parseContentRange(header: string | undefined) {
  const full = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  if (full) return { start: Number(full[1]), end: Number(full[2]), total: Number(full[3]) };
  const query = /^bytes \*\/(\d+)$/.exec(header ?? '');
  if (query) return { start: undefined, end: undefined, total: Number(query[1]) };
  return undefined;
}

let counter = 0;
export const fakeId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(++counter).toString(36)}`;
