import zlib from 'node:zlib';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUrlGuard, type LookupAll, type UrlGuard } from '../../../lib/url-guard.js';
import { assertHttpUrl, postJson } from './post-json.js';
import { startTestServer, type TestServer } from '../../../test/fakes/test-server.js';

let server: TestServer;
let port: string;
beforeAll(async () => {
  server = await startTestServer();
  port = new URL(server.url).port;
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

/* The test server is on 127.0.0.1: allowed, as generation addresses may be local. */
const open = createUrlGuard({ privateHosts: 'any' });

describe('postJson', () => {
  it('returns the reply text of a 2xx answer, whatever its content type', async () => {
    server.reply({ status: 201, body: 'plain text reply', contentType: 'text/plain' });
    expect(await postJson({ url: server.url, body: { a: 1 }, timeoutMs: 1000, guard: open })).toBe(
      'plain text reply',
    );
    expect(server.requests[0]).toMatchObject({ method: 'POST', body: { a: 1 } });
    expect(server.requests[0]!.headers['content-type']).toBe('application/json');
  });

  it('decodes a compressed reply, counts the decoded size, and refuses an encoding it cannot read', async () => {
    const json = JSON.stringify({ titles: ['Compost at home'] });
    const call = (maxBytes?: number) =>
      postJson({
        url: server.url,
        body: {},
        timeoutMs: 1000,
        guard: open,
        ...(maxBytes ? { maxBytes } : {}),
      });
    server.reply({ body: zlib.gzipSync(json) as unknown as string, headers: { 'content-encoding': 'gzip' } });
    expect(await call()).toBe(json);
    server.reply({
      body: zlib.brotliCompressSync(json) as unknown as string,
      headers: { 'content-encoding': 'br' },
    });
    expect(await call()).toBe(json);
    // 1 MB of zeros compresses to about 1 KB: the cap applies to what it expands to.
    server.reply({
      body: zlib.gzipSync(Buffer.alloc(1_000_000)) as unknown as string,
      headers: { 'content-encoding': 'gzip' },
    });
    await expect(call(10_000)).rejects.toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
    server.reply({ body: 'garbage', headers: { 'content-encoding': 'gzip' } });
    await expect(call()).rejects.toMatchObject({ code: 'PROVIDER_ERROR' });
    server.reply({ body: json, headers: { 'content-encoding': 'zstd' } });
    await expect(call()).rejects.toMatchObject({ code: 'PROVIDER_ERROR' });
  });

  it('drops NUL characters from the reply text (no stored text may carry them)', async () => {
    server.reply({ body: Buffer.from('{"a":"x\u0000y"}\u0000\u0000', 'utf8') as unknown as string });
    const text = await postJson({ url: server.url, body: {}, timeoutMs: 1000, guard: open });
    expect(text).not.toContain('\u0000');
  });

  it('refuses a reply larger than the limit', async () => {
    server.reply({ body: 'x'.repeat(5000) });
    await expect(
      postJson({ url: server.url, body: {}, timeoutMs: 1000, maxBytes: 1000, guard: open }),
    ).rejects.toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
  });

  it('puts the status and the start of the body in the error details', async () => {
    server.reply({ status: 502, body: '<html>Bad gateway</html>' });
    await expect(postJson({ url: server.url, body: {}, timeoutMs: 1000, guard: open })).rejects.toMatchObject(
      {
        code: 'WEBHOOK_SERVER_ERROR',
        details: { status: 502, body: '<html>Bad gateway</html>' },
      },
    );
  });

  it('follows redirects as fetch did: 307 repeats the POST, 303 becomes a GET; the key stays on its origin', async () => {
    server.reply((req) => {
      if (req.path === '/moved') return { status: 307, headers: { location: '/hook' } };
      if (req.path === '/done') return { status: 303, headers: { location: '/result' } };
      if (req.path === '/elsewhere')
        return { status: 308, headers: { location: `http://localhost:${port}/hook` } };
      return { body: `${req.method} ${req.path}`, contentType: 'text/plain' };
    });
    const call = (path: string) =>
      postJson({
        url: `${server.url}${path}`,
        body: { a: 1 },
        headers: { authorization: 'Bearer sk-test' },
        timeoutMs: 1000,
        guard: open,
      });

    expect(await call('/moved')).toBe('POST /hook');
    expect(server.requests[1]).toMatchObject({ method: 'POST', body: { a: 1 } });
    expect(server.requests[1]!.headers.authorization).toBe('Bearer sk-test');

    server.requests.length = 0;
    expect(await call('/done')).toBe('GET /result');
    expect(server.requests[1]!.headers['content-type']).toBeUndefined();

    // Another origin (another host name): the POST is repeated without the API key.
    server.requests.length = 0;
    expect(await call('/elsewhere')).toBe('POST /hook');
    expect(server.requests[1]!.headers.authorization).toBeUndefined();
  });

  it('gives up after a few redirects', async () => {
    server.reply({ status: 307, headers: { location: '/again' } });
    await expect(postJson({ url: server.url, body: {}, timeoutMs: 1000, guard: open })).rejects.toMatchObject(
      {
        code: 'NETWORK_ERROR',
        details: { reason: 'TOO_MANY_REDIRECTS' },
      },
    );
    expect(server.requests).toHaveLength(4);
  });
});

describe('postJson with private addresses refused (a public-only policy)', () => {
  const fakeDns: LookupAll = async (host) => {
    const table: Record<string, string> = {
      'hooks.example.com': '93.184.216.34',
      'intranet.example.com': '10.0.0.5',
    };
    const address = table[host];
    if (!address) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return [{ address, family: 4 }];
  };
  const refusing = createUrlGuard({ privateHosts: [], lookup: fakeDns });
  const privateAddress = { code: 'WEBHOOK_INVALID_URL', details: { problem: 'privateAddress' } };

  it('refuses a loopback address before calling', async () => {
    await expect(
      postJson({ url: `${server.url}/hook`, body: {}, timeoutMs: 1000, guard: refusing }),
    ).rejects.toMatchObject(privateAddress);
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a name that looked public when checked but connects to a private address', async () => {
    // A kept-alive socket to the same host, opened where private addresses are allowed…
    server.reply({ body: '{}' });
    await postJson({ url: `http://localhost:${port}/warm`, body: {}, timeoutMs: 1000, guard: open });
    server.requests.length = 0;
    // …is not reused: the pre-check resolves localhost with a fake DNS (public), the socket for real.
    const rebinding = createUrlGuard({
      privateHosts: [],
      lookup: async () => [{ address: '93.184.216.34', family: 4 }],
    });
    await expect(
      postJson({ url: `http://localhost:${port}/hook`, body: {}, timeoutMs: 1000, guard: rebinding }),
    ).rejects.toMatchObject(privateAddress);
    expect(server.requests).toHaveLength(0);
  });

  it('does not follow a redirect to a private address', async () => {
    /*
     * hooks.example.com stands for a public automation: the check sees a public address and
     * the socket is pointed at the local test server. Only the redirect target is private,
     * so only the check of the redirect hop can refuse it.
     */
    const toTestServer: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    };
    const guard: UrlGuard = { check: refusing.check, connectLookup: toTestServer };
    const targets = [
      `http://127.0.0.1:${port}/private`,
      `http://169.254.169.254/latest/meta-data`,
      `http://intranet.example.com:${port}/private`,
    ];
    for (const target of targets) {
      server.requests.length = 0;
      server.reply((req) =>
        req.path === '/hook' ? { status: 307, headers: { location: target } } : { body: '{"secret":1}' },
      );
      await expect(
        postJson({ url: `http://hooks.example.com:${port}/hook`, body: { a: 1 }, timeoutMs: 1000, guard }),
        target,
      ).rejects.toMatchObject(privateAddress);
      expect(server.requests.map((r) => r.path)).toEqual(['/hook']);
    }

    // The same automation redirecting to a public host is followed (the guard is what refused above).
    server.requests.length = 0;
    server.reply((req) =>
      req.path === '/hook'
        ? { status: 307, headers: { location: `http://hooks.example.com:${port}/next` } }
        : { body: '{"ok":true}' },
    );
    expect(
      await postJson({ url: `http://hooks.example.com:${port}/hook`, body: {}, timeoutMs: 1000, guard }),
    ).toBe('{"ok":true}');
    expect(server.requests.map((r) => r.path)).toEqual(['/hook', '/next']);
  });
});

describe('assertHttpUrl', () => {
  it.each([
    ['https://hooks.example.com/x', 'https://hooks.example.com/x'],
    ['  http://127.0.0.1:5678/webhook  ', 'http://127.0.0.1:5678/webhook'],
  ])('accepts %j', (url, expected) => {
    expect(assertHttpUrl(url)).toBe(expected);
  });

  it.each([
    [undefined, 'WEBHOOK_MISSING'],
    ['', 'WEBHOOK_MISSING'],
    ['javascript:alert(1)', 'WEBHOOK_INVALID_URL'],
    ['hooks.example.com/x', 'WEBHOOK_INVALID_URL'],
    ['https://exa mple.com', 'WEBHOOK_INVALID_URL'],
  ])('refuses %j', (url, code) => {
    expect(() => assertHttpUrl(url)).toThrow(expect.objectContaining({ code }));
  });
});
