import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * For tests: a tiny S3-compatible server (path-style) with enough of PutObject, GetObject
 * (single ranges too, suffix ranges included, which s3rver lacks), HeadObject and
 * DeleteObject to store and serve files, recording every request the SDK sent.
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
  /** While true, every request is answered 503 (the service is down). */
  unavailable: boolean;
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
      if (fake.unavailable) {
        res
          .writeHead(503, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>ServiceUnavailable</Code><Message>Down.</Message></Error>');
      } else if (req.method === 'PUT') {
        objects.set(path, { body, type: String(req.headers['content-type']) });
        res.writeHead(200, { etag: '"etag"' }).end();
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else if ((req.method === 'GET' || req.method === 'HEAD') && stored) {
        const size = stored.body.length;
        const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
        const [start, end] = !range
          ? [0, size - 1]
          : range[1] === ''
            ? [Math.max(0, size - Number(range[2])), size - 1]
            : [Number(range[1]), Math.min(range[2] === '' ? size - 1 : Number(range[2]), size - 1)];
        const headers = { 'content-type': stored.type, etag: '"etag"', 'accept-ranges': 'bytes' };
        if (range && (start >= size || end < start)) {
          res
            .writeHead(416, { 'content-type': 'application/xml' })
            .end(
              `<?xml version="1.0"?><Error><Code>InvalidRange</Code><Message>The requested range is not satisfiable</Message><ActualObjectSize>${size}</ActualObjectSize></Error>`,
            );
        } else if (range && req.method === 'GET') {
          res
            .writeHead(206, {
              ...headers,
              'content-length': end - start + 1,
              'content-range': `bytes ${start}-${end}/${size}`,
            })
            .end(stored.body.subarray(start, end + 1));
        } else {
          res
            .writeHead(200, { ...headers, 'content-length': size })
            .end(req.method === 'HEAD' ? undefined : stored.body);
        }
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
  const fake: FakeS3 = {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    objects,
    unavailable: false,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
  return fake;
}
