import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GenerationError } from '../../integrations/generation/index.js';
import { closedPortUrl, startTestServer, type TestServer } from '../../test/fakes/test-server.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { settingsBody } from '../../test/settings-test-helpers.js';

/*
 * The Test button and the provider resolver against real local servers: an automation
 * webhook and an OpenAI-compatible API (/v1/chat/completions, /v1/images/generations).
 */

const j = (v: unknown) => JSON.stringify(v);
const chatReply = (content: unknown) =>
  j({
    id: 'c1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content: j(content) }, finish_reason: 'stop' }],
  });
const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SCRIPT = {
  title: 'Coffee in 10 seconds',
  hook: 'Ever wondered why coffee smells so good?',
  introduction: 'A quick look.',
  main_content: ['Beans are roasted.', 'Aroma is released.'],
  call_to_action: 'Follow for more.',
  estimated_duration: '10s',
  hashtags: ['#coffee', '#morning'],
  visual_notes: ['Steam rising'],
};

describe.each(databaseKinds)('generation settings Test endpoint and resolver on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let hook: TestServer;
  let llm: TestServer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, { name: 'Admin' });
    hook = await startTestServer();
    llm = await startTestServer();
  });
  afterAll(async () => {
    await Promise.all([hook.close(), llm.close()]);
    await t.close();
  });
  beforeEach(() => {
    hook.requests.length = 0;
    llm.requests.length = 0;
  });

  const save = async (over: Parameters<typeof settingsBody>[0]) => {
    const res = await call(t.app, 'PUT', '/api/admin/generation-settings', {
      cookie: admin.cookie,
      body: settingsBody(over),
    });
    expect(res.statusCode).toBe(200);
  };
  const test = async (family: string) => {
    const res = await call(t.app, 'POST', '/api/admin/generation-settings/test', {
      cookie: admin.cookie,
      body: { family },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const webhooks = () => ({
    article: `${hook.url}/webhook/article`,
    image: `${hook.url}/webhook/image`,
    video: `${hook.url}/webhook/video`,
    videoScript: `${hook.url}/webhook/script`,
  });
  const allWebhook = {
    article: 'webhook',
    image: 'webhook',
    video: 'webhook',
    videoScript: 'webhook',
  } as const;
  const allOpenai = { article: 'openai', image: 'openai', video: 'openai', videoScript: 'openai' } as const;
  const openai = (apiKey?: string) => ({
    baseUrl: `${llm.url}/v1`,
    textModel: 'llama3.2',
    imageModel: 'flux-dev',
    ...(apiKey ? { apiKey } : {}),
  });

  it('tests the article webhook with generate_ideas and shows the titles that came back', async () => {
    await save({ providers: allWebhook, webhooks: webhooks() });
    hook.reply({
      body: j({ message: { content: [{ title: 'Morning brew secrets' }, { title: 'Coffee and focus' }] } }),
    });
    const result = await test('article');
    expect(result).toMatchObject({
      ok: true,
      provider: 'webhook',
      sample: ['Morning brew secrets', 'Coffee and focus'],
    });
    expect(hook.requests).toHaveLength(1);
    expect(hook.requests[0]).toMatchObject({
      method: 'POST',
      path: '/webhook/article',
      body: { action: 'generate_ideas' },
    });
  });

  it('tests each family against its own address', async () => {
    await save({ providers: allWebhook, webhooks: webhooks() });
    hook.reply((req) => {
      if (req.path === '/webhook/image') return { body: j({ image_url: 'https://cdn.example.com/a.png' }) };
      if (req.path === '/webhook/video') return { body: j({ titles: ['Coffee facts in 30 seconds'] }) };
      return { body: j(SCRIPT) };
    });
    expect(await test('image')).toMatchObject({
      ok: true,
      image: { url: 'https://cdn.example.com/a.png' },
    });
    expect(await test('video')).toMatchObject({ ok: true, sample: ['Coffee facts in 30 seconds'] });
    const script = await test('videoScript');
    expect(script).toMatchObject({ ok: true });
    expect(script.sample).toEqual(expect.arrayContaining(['Coffee in 10 seconds', '#coffee #morning']));
    expect(hook.requests.map((r) => [r.path, (r.body as { action: string }).action])).toEqual([
      ['/webhook/image', 'generate_image'],
      ['/webhook/video', 'generate_video_title_idea'],
      ['/webhook/script', 'generate_video_script'],
    ]);
  });

  it('reports the documented messages for webhook failures', async () => {
    await save({ providers: allWebhook, webhooks: webhooks() });
    hook.reply({
      status: 404,
      body: j({ code: 404, message: 'The requested webhook "article" is not registered.' }),
    });
    expect(await test('article')).toMatchObject({
      ok: false,
      code: 'WEBHOOK_NOT_FOUND',
      message: 'Webhook URL not found (404). Double check the URL in settings.',
      httpStatus: 404,
      excerpt: expect.stringContaining('not registered'),
    });
    hook.reply({ status: 503, body: 'down' });
    expect(await test('video')).toMatchObject({ ok: false, code: 'WEBHOOK_SERVER_ERROR', httpStatus: 503 });
    hook.reply({ status: 200, body: '' });
    expect(await test('article')).toMatchObject({ ok: false, code: 'EMPTY_RESPONSE' });
  });

  it('reports a webhook nobody listens on as a network error without its address', async () => {
    const dead = await closedPortUrl();
    await save({ providers: allWebhook, webhooks: { ...webhooks(), article: `${dead}/hook` } });
    const result = await test('article');
    expect(result).toMatchObject({ ok: false, code: 'NETWORK_ERROR' });
    expect(JSON.stringify(result)).not.toContain(dead);
  });

  it('reports a kind set to webhook with no address as WEBHOOK_MISSING without calling anything', async () => {
    await save({ providers: allWebhook, webhooks: { ...webhooks(), image: '' } });
    expect(await test('image')).toMatchObject({
      ok: false,
      code: 'WEBHOOK_MISSING',
      problem: 'missingWebhook',
    });
    expect(hook.requests).toHaveLength(0);
  });

  it('tests an OpenAI-compatible API with the stored key', async () => {
    await save({ providers: allOpenai, openai: openai('sk-local-test-key-1234') });
    llm.reply((req) =>
      req.path === '/v1/images/generations'
        ? { body: j({ data: [{ b64_json: PNG_B64, revised_prompt: 'A cup of coffee' }] }) }
        : { body: chatReply({ titles: ['Brewing better mornings', 'The coffee habit'] }) },
    );
    expect(await test('article')).toMatchObject({
      ok: true,
      provider: 'openai',
      sample: ['Brewing better mornings', 'The coffee habit'],
    });
    expect(llm.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      headers: { authorization: 'Bearer sk-local-test-key-1234' },
      body: { model: 'llama3.2' },
    });
    const image = await test('image');
    expect(image).toMatchObject({
      ok: true,
      image: { contentType: 'image/png', sizeBytes: 70, revisedPrompt: 'A cup of coffee' },
    });
    expect(llm.requests[1]).toMatchObject({ path: '/v1/images/generations', body: { model: 'flux-dev' } });
  });

  it('reports OpenAI-compatible errors and missing models; without a key no authorization is sent', async () => {
    await save({ providers: allOpenai, openai: { ...openai(), clearApiKey: true } });
    llm.reply({ status: 401, body: j({ error: { message: 'Incorrect API key provided' } }) });
    expect(await test('video')).toMatchObject({
      ok: false,
      code: 'WEBHOOK_UNAUTHORIZED',
      message: 'Access denied to webhook (403/401). Check your credentials or authorization.',
      httpStatus: 401,
    });
    expect(llm.requests[0]?.headers.authorization).toBeUndefined();
    await save({ providers: allOpenai, openai: { ...openai(), imageModel: '' } });
    expect(await test('image')).toMatchObject({
      ok: false,
      code: 'WEBHOOK_MISSING',
      problem: 'missingImageModel',
    });
  });

  it('tests the offline provider too', async () => {
    await save({
      providers: { article: 'builtin', image: 'builtin', video: 'builtin', videoScript: 'builtin' },
    });
    const result = await test('article');
    expect(result).toMatchObject({ ok: true, provider: 'builtin' });
    expect(result.sample.length).toBeGreaterThan(0);
  });

  it('resolves the provider the administrator configured, per family, on every call', async () => {
    await save({
      providers: { article: 'webhook', image: 'builtin', video: 'openai', videoScript: 'webhook' },
      webhooks: { ...webhooks(), videoScript: '' },
      openai: openai(),
    });
    const resolver = t.services.providerResolver;
    expect((await resolver.providerFor('article')).providerKind).toBe('webhook');
    expect((await resolver.providerFor('image')).providerKind).toBe('builtin');
    expect((await resolver.providerFor('video')).providerKind).toBe('openai');
    const missing = await resolver.providerFor('videoScript').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(GenerationError);
    expect(missing).toMatchObject({ code: 'WEBHOOK_MISSING' });

    hook.reply({ body: j({ titles: ['From the webhook'] }) });
    const { provider } = await resolver.providerFor('article');
    expect(await provider.titleIdeas({ idea: 'A long enough idea for titles', language: 'en' })).toEqual([
      'From the webhook',
    ]);

    await save({
      providers: { article: 'builtin', image: 'builtin', video: 'builtin', videoScript: 'builtin' },
    });
    expect((await resolver.providerFor('article')).providerKind).toBe('builtin');
  });
});
