import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A real local HTTP server for provider tests (outside services are replaced by
 * small servers that speak their protocol). Each test sets the next reply; every request
 * is recorded so tests can check the exact body and headers that went out.
 */

interface TestReply {
  status?: number;
  body?: string;
  contentType?: string;
  /** More response headers (a redirect's Location). */
  headers?: Record<string, string>;
  /** Wait this long before answering (to exercise timeouts). */
  delayMs?: number;
}

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  reply: (r: TestReply | ((req: RecordedRequest) => TestReply)) => void;
  close: () => Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  let next: TestReply | ((req: RecordedRequest) => TestReply) = { status: 200, body: '{}' };
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: safeJson(raw),
      };
      requests.push(recorded);
      const r = typeof next === 'function' ? next(recorded) : next;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(r.status ?? 200, { 'content-type': r.contentType ?? 'application/json', ...r.headers });
        res.end(r.body ?? '');
      };
      if (r.delayMs) setTimeout(send, r.delayMs).unref();
      else send();
    });
  });
  await listen(server);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (r) => {
      next = r;
    },
    close: () => closeServer(server),
  };
}

/** An address on which nothing listens: a server is opened on port 0 and closed again. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await listen(server);
  const { port } = server.address() as AddressInfo;
  await closeServer(server);
  return `http://127.0.0.1:${port}`;
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}
