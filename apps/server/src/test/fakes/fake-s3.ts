import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * For tests: a tiny S3-compatible server (path-style) with enough of PutObject, GetObject
 * and DeleteObject to store and serve files, recording every request the SDK sent.
 */
interface ReceivedS3Request {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeS3 {
  endpoint: string;
  received: ReceivedS3Request[];
  /** Stored objects by path (`/<bucket>/<key>`). */
  objects: Map<string, { body: Buffer; type: string }>;
  close(): Promise<void>;
}

export async function startFakeS3(): Promise<FakeS3> {
  const received: ReceivedS3Request[] = [];
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = decodeURIComponent((req.url ?? '').split('?')[0]!);
      const body = Buffer.concat(chunks);
      received.push({ method: req.method ?? '', path, headers: req.headers, body });
      const stored = objects.get(path);
      if (req.method === 'PUT') {
        objects.set(path, { body, type: String(req.headers['content-type']) });
        res.writeHead(200, { etag: '"etag"' }).end();
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else if (req.method === 'GET' && stored) {
        res
          .writeHead(200, { 'content-type': stored.type, 'content-length': stored.body.length })
          .end(stored.body);
      } else {
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(
            '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          );
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    objects,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
