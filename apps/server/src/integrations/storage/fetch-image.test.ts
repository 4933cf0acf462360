import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../generation/builtin/image/png.js';
import { startTestServer, type TestServer } from '../../test/fakes/test-server.js';
import { fetchImage } from './fetch-image.js';

const PNG = encodePng(2, 2, new Uint8Array(12).fill(200));

describe('fetching a provider image', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const open = { privateHosts: 'any' as const };
  const serve = (body: string | Buffer, contentType = 'image/png', status = 200) =>
    server.reply({ status, contentType, body: body as string });

  it('returns the bytes with the type read from them', async () => {
    // The header says JPEG; the bytes are a PNG, and the bytes win.
    serve(PNG, 'image/jpeg');
    const image = await fetchImage(`${server.url}/img.png`, open);
    expect(image.contentType).toBe('image/png');
    expect(image.data.equals(PNG)).toBe(true);
  });

  it('follows redirects, a few', async () => {
    // The shared test server cannot set Location: a dedicated one answers redirects.
    const redirects = createServer((req, res) => {
      if (req.url === '/img.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      if (req.url === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
      res.writeHead(301, { location: '/img.png' }).end();
    });
    await new Promise<void>((r) => redirects.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(redirects.address() as AddressInfo).port}`;
    try {
      expect((await fetchImage(`${base}/moved`, open)).data.equals(PNG)).toBe(true);
      await expect(fetchImage(`${base}/loop`, open)).rejects.toMatchObject({
        code: 'IMAGE_FETCH_FAILED',
        details: { reason: 'too many redirects' },
      });
    } finally {
      redirects.closeAllConnections();
      await new Promise((r) => redirects.close(r));
    }
  });

  it('refuses what is not an image: by header, and by bytes', async () => {
    serve('<html>hi</html>', 'text/html');
    await expect(fetchImage(`${server.url}/page`, open)).rejects.toMatchObject({ code: 'NOT_AN_IMAGE' });
    serve('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml');
    await expect(fetchImage(`${server.url}/x.svg`, open)).rejects.toMatchObject({ code: 'NOT_AN_IMAGE' });
  });

  it('refuses an image over the size cap', async () => {
    serve(Buffer.concat([PNG, Buffer.alloc(5000)]));
    await expect(fetchImage(`${server.url}/big.png`, { ...open, maxBytes: 1000 })).rejects.toMatchObject({
      code: 'RESPONSE_TOO_LARGE',
    });
  });

  it('reports a missing image and a slow one', async () => {
    serve('nope', 'text/plain', 404);
    await expect(fetchImage(`${server.url}/gone.png`, open)).rejects.toMatchObject({
      code: 'IMAGE_FETCH_FAILED',
      details: { status: 404 },
    });
    server.reply({ body: PNG as unknown as string, contentType: 'image/png', delayMs: 500 });
    await expect(fetchImage(`${server.url}/slow.png`, { ...open, timeoutMs: 100 })).rejects.toMatchObject({
      code: 'TIMEOUT',
    });
  });

  it('refuses loopback and private addresses unless allowed', async () => {
    serve(PNG);
    const before = server.requests.length;
    await expect(fetchImage(`${server.url}/img.png`, { privateHosts: [] })).rejects.toMatchObject({
      code: 'IMAGE_URL_REFUSED',
    });
    const port = new URL(server.url).port;
    await expect(fetchImage(`http://localhost:${port}/img.png`, { privateHosts: [] })).rejects.toMatchObject({
      code: 'IMAGE_URL_REFUSED',
    });
    // A name that looked public at check time but connects to a private address is refused too.
    await expect(
      fetchImage(`http://localhost:${port}/img.png`, {
        privateHosts: [],
        lookup: async () => [{ address: '93.184.216.34', family: 4 }],
      }),
    ).rejects.toMatchObject({ code: 'IMAGE_URL_REFUSED' });
    expect(server.requests.length).toBe(before);
  });

  it('refuses non-http links', async () => {
    await expect(fetchImage('file:///etc/passwd', open)).rejects.toMatchObject({
      code: 'IMAGE_FETCH_FAILED',
    });
  });
});
