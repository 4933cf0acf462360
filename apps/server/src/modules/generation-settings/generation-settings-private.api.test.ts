import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../integrations/generation/http/test-server.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { settingsBody } from './settings-test-helpers.js';

/* Without ALLOW_PRIVATE_URLS (the production default) nothing on this machine or a private network is called. */

describe.each(databaseKinds)('generation settings without ALLOW_PRIVATE_URLS on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let hook: TestServer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, { name: 'Admin' });
    hook = await startTestServer();
  });
  afterAll(async () => {
    await hook.close();
    await t.close();
  });

  it('refuses to call loopback and private addresses, in the Test button and the resolver', async () => {
    const body = settingsBody({
      providers: { article: 'webhook', image: 'webhook', video: 'openai', videoScript: 'builtin' },
      webhooks: {
        article: `${hook.url}/hook`,
        image: 'http://localhost:5678/webhook/image',
        video: '',
        videoScript: '',
      },
      openai: { baseUrl: 'http://10.0.0.8:11434/v1', textModel: 'llama3.2', imageModel: '' },
    });
    expect(
      (await call(t.app, 'PUT', '/api/admin/generation-settings', { cookie: admin.cookie, body })).statusCode,
    ).toBe(200);
    for (const family of ['article', 'image', 'video']) {
      const res = await call(t.app, 'POST', '/api/admin/generation-settings/test', {
        cookie: admin.cookie,
        body: { family },
      });
      expect(res.json(), family).toMatchObject({
        ok: false,
        code: 'WEBHOOK_INVALID_URL',
        problem: 'privateAddress',
      });
    }
    expect(hook.requests).toHaveLength(0);
    await expect(t.services.providerResolver.providerFor('article')).rejects.toMatchObject({
      code: 'WEBHOOK_INVALID_URL',
    });
    const settings = await call(t.app, 'GET', '/api/admin/generation-settings', { cookie: admin.cookie });
    expect(settings.json().privateAddressesAllowed).toBe(false);
  });
});
