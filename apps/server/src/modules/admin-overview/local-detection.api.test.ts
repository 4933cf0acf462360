import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DetectResult, GenerationSettings } from '@forja/contracts';
import { closedPortUrl, startTestServer, type TestServer } from '../../test/fakes/test-server.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { createLocalDetectionService } from './local-detection.service.js';

describe.each(databaseKinds)('detecting local services on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let ollama: TestServer;
  let lmstudio: TestServer;
  let n8n: TestServer;
  let elsewhere: TestServer;

  // Fakes on ports of their own: the real 11434 and 1234 may be taken on this machine.
  beforeAll(async () => {
    [ollama, lmstudio, n8n, elsewhere] = await Promise.all([
      startTestServer(),
      startTestServer(),
      startTestServer(),
      startTestServer(),
    ]);
    t = await createTestApp(kind, {
      overrides: (s) => ({
        localDetection: createLocalDetectionService({
          settings: s.generationSettings,
          addresses: { ollama: `${ollama.url}/v1`, lmstudio: `${lmstudio.url}/v1`, automation: n8n.url },
          timeoutMs: 400,
        }),
      }),
    });
    admin = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([ollama.close(), lmstudio.close(), n8n.close(), elsewhere.close()]);
  });
  beforeEach(() => {
    ollama.reply((req) =>
      req.path === '/v1/models'
        ? {
            body: JSON.stringify({
              object: 'list',
              data: [{ id: 'llama3.2:latest' }, { id: 'qwen2.5' }, { x: 1 }],
            }),
          }
        : { status: 404 },
    );
    lmstudio.reply({ status: 404, body: '{"error":"Unexpected endpoint or method."}' });
    n8n.reply((req) => (req.path === '/healthz' ? { body: '{"status":"ok"}' } : { status: 404 }));
  });

  const detect = async () => {
    const res = await call(t.app, 'POST', '/api/admin/setup/detect', { cookie: admin.cookie, body: {} });
    expect(res.statusCode).toBe(200);
    return Object.fromEntries(res.json<DetectResult>().services.map((s) => [s.service, s]));
  };
  const settings = async () =>
    (
      await call(t.app, 'GET', '/api/admin/generation-settings', { cookie: admin.cookie })
    ).json<GenerationSettings>();
  const use = (body: unknown, cookie = admin.cookie) =>
    call(t.app, 'POST', '/api/admin/setup/use-detected', { cookie, body });

  it('finds Ollama with its models and an automation, and says LM Studio is not there', async () => {
    const found = await detect();
    expect(found.ollama).toEqual({
      service: 'ollama',
      address: `${ollama.url}/v1`,
      found: true,
      models: ['llama3.2:latest', 'qwen2.5'],
    });
    expect(found.automation).toEqual({ service: 'automation', address: n8n.url, found: true, models: [] });
    expect(found.lmstudio).toEqual({
      service: 'lmstudio',
      address: `${lmstudio.url}/v1`,
      found: false,
      models: [],
    });
    expect(ollama.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/models' });
    expect(n8n.requests.at(-1)).toMatchObject({ method: 'GET', path: '/healthz' });
  });

  it('reports nothing found for an error, a non-list answer, a redirect (not followed) or a slow reply', async () => {
    ollama.reply({ status: 500, body: '{}' });
    n8n.reply({ status: 302, headers: { location: `${elsewhere.url}/healthz` } });
    let found = await detect();
    expect(found.ollama).toMatchObject({ found: false, models: [] });
    expect(found.automation).toMatchObject({ found: false });
    expect(elsewhere.requests).toHaveLength(0);

    ollama.reply({ body: '<html>not an API</html>', contentType: 'text/html' });
    n8n.reply({ body: '{"status":"ok"}', delayMs: 1500 });
    found = await detect();
    expect(found.ollama).toMatchObject({ found: false });
    expect(found.automation).toMatchObject({ found: false });
  });

  it('points the text families at the detected server in one click', async () => {
    const res = await use({ service: 'ollama', families: ['article', 'video', 'videoScript'] });
    expect(res.statusCode).toBe(200);
    const s = await settings();
    expect(s.providers).toEqual({
      article: 'openai',
      image: 'builtin',
      video: 'openai',
      videoScript: 'openai',
    });
    expect(s.openai).toMatchObject({ baseUrl: `${ollama.url}/v1`, textModel: 'llama3.2:latest' });
    const status = (await call(t.app, 'GET', '/api/generation/status', { cookie: admin.cookie })).json();
    expect(status.article).toEqual({ provider: 'openai', ready: true });

    // A chosen model replaces it.
    await use({ service: 'ollama', families: ['article'], model: 'qwen2.5' });
    expect((await settings()).openai.textModel).toBe('qwen2.5');
  });

  it('uses LM Studio when it runs, with one of its own models rather than the saved one', async () => {
    lmstudio.reply((req) =>
      req.path === '/v1/models'
        ? { body: JSON.stringify({ object: 'list', data: [{ id: 'qwen3-4b', object: 'model' }] }) }
        : { status: 404 },
    );
    expect((await detect()).lmstudio).toMatchObject({ found: true, models: ['qwen3-4b'] });
    await use({ service: 'ollama', families: ['article'], model: 'qwen2.5' });
    const res = await use({ service: 'lmstudio', families: ['article', 'video'] });
    expect(res.statusCode).toBe(200);
    const s = await settings();
    expect(s.openai).toMatchObject({ baseUrl: `${lmstudio.url}/v1`, textModel: 'qwen3-4b' });
    expect(s.providers).toMatchObject({ article: 'openai', video: 'openai' });
  });

  it('points a family at the automation’s webhook', async () => {
    expect((await use({ service: 'automation', families: ['image'] })).statusCode).toBe(200);
    const s = await settings();
    expect(s.providers.image).toBe('webhook');
    expect(s.webhooks.image).toBe(`${n8n.url}/webhook/forja-image`);
  });

  it('changes nothing when the service is gone or the request is bad', async () => {
    const before = await settings();
    n8n.reply({ status: 503 });
    const gone = await use({ service: 'automation', families: ['article'] });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('SERVICE_UNAVAILABLE');
    for (const body of [
      {},
      { service: 'ollama', families: [] },
      { service: 'openai', families: ['article'] },
      { service: 'elsewhere', families: ['article'] },
      { service: 'ollama', families: ['podcast'] },
      { service: 'lmstudio', families: ['article'], baseUrl: 'http://evil.example' },
    ]) {
      const res = await use(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await settings()).toEqual(before);
  });

  it('is for administrators only', async () => {
    const user = await signUp(t.app);
    const before = await settings();
    expect((await call(t.app, 'POST', '/api/admin/setup/detect')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/admin/setup/detect', { cookie: user.cookie })).statusCode).toBe(
      403,
    );
    expect((await use({ service: 'ollama', families: ['article'] }, user.cookie)).statusCode).toBe(403);
    expect(await settings()).toEqual(before);
  });
});

describe('the detection addresses', () => {
  it('must be on this machine', async () => {
    const settings = { get: async () => ({}) as never, update: async () => ({}) as never };
    expect(() =>
      createLocalDetectionService({
        settings,
        addresses: {
          ollama: 'http://10.0.0.5:11434/v1',
          lmstudio: 'http://127.0.0.1:1234/v1',
          automation: 'http://localhost:5678',
        },
      }),
    ).toThrow(/loopback/);
    const nobody = await closedPortUrl();
    const service = createLocalDetectionService({
      settings,
      addresses: { ollama: nobody, lmstudio: nobody, automation: nobody },
    });
    expect((await service.detect()).services.map((s) => s.found)).toEqual([false, false, false]);
  });
});
