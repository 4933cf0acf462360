import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/fakes/test-server.js';
import { runGeneration } from '../../test/generate.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { settingsBody } from '../../test/settings-test-helpers.js';

/*
 * With no ALLOWED_PRIVATE_HOSTS (the production default): addresses the administrator sets for
 * generation may be on this machine (an automation at localhost:5678 and an OpenAI-compatible
 * server at localhost:11434 are the usual self-hosted setups), while a WordPress address a user
 * gives must be public.
 */

const j = (v: unknown) => JSON.stringify(v);

describe.each(databaseKinds)('local generation addresses without ALLOWED_PRIVATE_HOSTS on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let hook: TestServer;
  let llm: TestServer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, { name: 'Admin' });
    [hook, llm] = await Promise.all([startTestServer(), startTestServer()]);
  });
  afterAll(async () => {
    await Promise.all([hook.close(), llm.close()]);
    await t.close();
  });

  const save = async (body: ReturnType<typeof settingsBody>) =>
    (await call(t.app, 'PUT', '/api/admin/generation-settings', { cookie: admin.cookie, body })).statusCode;
  const generateTitles = async () =>
    runGeneration(t.app, 'titleIdeas', {
      cookie: admin.cookie,
      body: { idea: 'Composting in a small city garden', language: 'en' },
    });

  it('runs the article family on a webhook at http://127.0.0.1:<port>', async () => {
    expect(t.services.config.allowedPrivateHosts).toEqual([]);
    const status = await save(
      settingsBody({
        providers: { article: 'webhook', image: 'builtin', video: 'builtin', videoScript: 'builtin' },
        webhooks: { article: `${hook.url}/webhook/article`, image: '', video: '', videoScript: '' },
      }),
    );
    expect(status).toBe(200);
    hook.reply({ body: j({ titles: ['Compost at home', 'Small-garden compost'] }) });
    const res = await generateTitles();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().titles).toEqual(['Compost at home', 'Small-garden compost']);
    expect(hook.requests).toHaveLength(1);
  });

  it('runs the article family on an OpenAI-compatible server at http://localhost:<port>', async () => {
    const port = new URL(llm.url).port;
    const status = await save(
      settingsBody({
        providers: { article: 'openai', image: 'builtin', video: 'builtin', videoScript: 'builtin' },
        openai: { baseUrl: `http://localhost:${port}/v1`, textModel: 'llama3.2', imageModel: '' },
      }),
    );
    expect(status).toBe(200);
    llm.reply({
      body: j({
        id: 'c1',
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: j({ titles: ['Local model title'] }) },
            finish_reason: 'stop',
          },
        ],
      }),
    });
    const res = await generateTitles();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().titles).toEqual(['Local model title']);
    expect(llm.requests[0]).toMatchObject({ path: '/v1/chat/completions' });
  });

  it("refuses a user's WordPress address on 127.0.0.1, saying why", async () => {
    const user = await signUp(t.app);
    const before = hook.requests.length;
    const res = await call(t.app, 'PUT', '/api/connections/wordpress', {
      cookie: user.cookie,
      body: { url: hook.url, username: 'editor', applicationPassword: 'abcd efgh ijkl mnop qrst uvwx' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WORDPRESS_URL_REFUSED' });
    expect(hook.requests.length).toBe(before);
    const list = await call(t.app, 'GET', '/api/connections', { cookie: user.cookie });
    expect(JSON.stringify(list.json())).not.toContain(hook.url);
  });
});
