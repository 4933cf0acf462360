import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUrlGuard } from '../../lib/url-guard.js';
import { startTestServer, type TestServer } from '../../test/fakes/test-server.js';
import { serverFailure } from './server-failure.js';
import { serverGet } from './server-get.js';

/* The list request's own limits: a server that answers too slowly, too much, or elsewhere. */

describe('a GET to a model server', () => {
  let slow: TestServer;
  const guard = createUrlGuard({ privateHosts: 'any' });
  beforeAll(async () => {
    slow = await startTestServer();
  });
  afterAll(() => slow.close());

  const get = (timeoutMs = 2000, maxBytes = 1024) =>
    serverGet({ url: `${slow.url}/v1/models`, headers: {}, guard, timeoutMs, maxBytes }).catch(
      (e: unknown) => e,
    );

  it('stops at its time limit and says the server took too long', async () => {
    slow.reply({ body: '{"data":[]}', delayMs: 3000 });
    const error = await get(150);
    expect(error).toMatchObject({ code: 'TIMEOUT' });
    expect(serverFailure(error, 'list', 150, [])).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('refuses a reply past its size cap rather than reading it all', async () => {
    slow.reply({ body: JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: `m${i}` })) }) });
    const error = await get(2000, 512);
    expect(serverFailure(error, 'list', 1, [])).toMatchObject({ reason: 'tooLarge' });
  });

  it('does not follow a redirect to another address', async () => {
    const other = await startTestServer();
    try {
      slow.reply({ status: 302, headers: { location: `${other.url}/v1/models` } });
      const error = await get();
      expect(serverFailure(error, 'list', 1, [])).toMatchObject({ reason: 'httpError', httpStatus: 302 });
      expect(other.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});
