import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertHttpUrl, postJson } from './post-json.js';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('postJson', () => {
  it('returns the reply text of a 2xx answer, whatever its content type', async () => {
    server.reply({ status: 201, body: 'plain text reply', contentType: 'text/plain' });
    expect(await postJson({ url: server.url, body: { a: 1 }, timeoutMs: 1000 })).toBe('plain text reply');
  });

  it('refuses a reply larger than the limit', async () => {
    server.reply({ body: 'x'.repeat(5000) });
    await expect(
      postJson({ url: server.url, body: {}, timeoutMs: 1000, maxBytes: 1000 }),
    ).rejects.toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
  });

  it('puts the status and the start of the body in the error details', async () => {
    server.reply({ status: 502, body: '<html>Bad gateway</html>' });
    await expect(postJson({ url: server.url, body: {}, timeoutMs: 1000 })).rejects.toMatchObject({
      code: 'WEBHOOK_SERVER_ERROR',
      details: { status: 502, body: '<html>Bad gateway</html>' },
    });
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
