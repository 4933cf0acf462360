import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerationSettings } from '@forja/contracts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fakes/fake-openai-server.js';
import {
  call,
  createTestApp,
  databaseKinds,
  signUp,
  TEST_ENCRYPTION_KEY,
  type TestApp,
} from '../../test/harness.js';
import { settingsBody } from '../../test/settings-test-helpers.js';
import { decryptSecret } from '../../lib/crypto.js';
import { generationSettings } from '../../db/schema/index.js';
import { IMAGE_API_KEY_CONTEXT } from './family-provider.js';

/*
 * Images may come from their own server (LocalAI, OpenAI) while text runs elsewhere (Ollama):
 * the images API gets its own base URL and key; '' keeps images on the text server.
 */

const TEXT_KEY = 'sk-text-server-key-1111';
const IMAGE_KEY = 'sk-image-server-key-2222';

describe.each(databaseKinds)('the images API on its own server on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let text: FakeOpenAiServer;
  let images: FakeOpenAiServer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, { name: 'Admin' });
    [text, images] = await Promise.all([
      startFakeOpenAiServer({ apiKey: TEXT_KEY }),
      startFakeOpenAiServer({ apiKey: IMAGE_KEY, models: ['dall-e-2'] }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([text.close(), images.close()]);
    await t.close();
  });
  beforeEach(() => {
    text.requests.length = 0;
    images.requests.length = 0;
  });

  const allOpenai = { article: 'openai', image: 'openai', video: 'openai', videoScript: 'openai' } as const;
  const save = async (imageServer?: { baseUrl: string; apiKey?: string; clearApiKey?: boolean }) => {
    const res = await call(t.app, 'PUT', '/api/admin/generation-settings', {
      cookie: admin.cookie,
      body: settingsBody({
        providers: allOpenai,
        openai: {
          baseUrl: text.url,
          textModel: 'llama3.2:latest',
          imageModel: 'dall-e-2',
          apiKey: TEXT_KEY,
          ...(imageServer ? { imageServer } : {}),
        },
      }),
    });
    expect(res.statusCode).toBe(200);
    return res.json<GenerationSettings>();
  };
  const test = async (family: string) =>
    (
      await call(t.app, 'POST', '/api/admin/generation-settings/test', {
        cookie: admin.cookie,
        body: { family },
      })
    ).json();

  it('draws images on their own server with their own key, stored encrypted and shown masked', async () => {
    const settings = await save({ baseUrl: images.url, apiKey: IMAGE_KEY });
    expect(settings.openai.imageServer).toEqual({
      baseUrl: images.url,
      hasApiKey: true,
      apiKeyMasked: 'sk-…2222',
      apiKeyUnreadable: false,
    });
    expect(JSON.stringify(settings)).not.toContain(IMAGE_KEY);
    const [row] = await t.database.db.select().from(generationSettings);
    expect(row!.openaiImageApiKeyEncrypted).not.toContain(IMAGE_KEY);
    expect(decryptSecret(row!.openaiImageApiKeyEncrypted, TEST_ENCRYPTION_KEY, IMAGE_API_KEY_CONTEXT)).toBe(
      IMAGE_KEY,
    );

    expect(await test('image')).toMatchObject({ ok: true, image: { contentType: 'image/png' } });
    expect(images.requests[0]).toMatchObject({ path: '/v1/images/generations', body: { model: 'dall-e-2' } });
    expect(images.requests[0]?.headers.authorization).toBe(`Bearer ${IMAGE_KEY}`);
    expect(text.requests).toHaveLength(0);

    expect(await test('article')).toMatchObject({ ok: true });
    expect(text.requests[0]?.headers.authorization).toBe(`Bearer ${TEXT_KEY}`);
    const status = (await call(t.app, 'GET', '/api/generation/status', { cookie: admin.cookie })).json();
    expect(status.image).toEqual({ provider: 'openai', ready: true });
  });

  it('keeps the image server when a save leaves it out, and moves images back to the text server on ""', async () => {
    await save({ baseUrl: images.url, apiKey: IMAGE_KEY });
    expect((await save()).openai.imageServer).toMatchObject({ baseUrl: images.url, hasApiKey: true });

    const back = await save({ baseUrl: '', clearApiKey: true });
    expect(back.openai.imageServer).toEqual({
      baseUrl: '',
      hasApiKey: false,
      apiKeyMasked: '',
      apiKeyUnreadable: false,
    });
    expect(await test('image')).toMatchObject({ ok: false, code: 'WEBHOOK_NOT_FOUND' });
    // The text server does not have dall-e-2: the request went there, with the text key.
    expect(text.requests[0]).toMatchObject({ path: '/v1/images/generations' });
    expect(text.requests[0]?.headers.authorization).toBe(`Bearer ${TEXT_KEY}`);
    expect(images.requests).toHaveLength(0);
  });

  it('refuses an image server address that is not http(s), and changes nothing', async () => {
    const before = await save({ baseUrl: images.url, apiKey: IMAGE_KEY });
    const res = await call(t.app, 'PUT', '/api/admin/generation-settings', {
      cookie: admin.cookie,
      body: settingsBody({
        openai: {
          baseUrl: text.url,
          textModel: 'x',
          imageModel: 'y',
          imageServer: { baseUrl: 'ftp://files.local' },
        },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toHaveProperty(['openai.imageServer.baseUrl']);
    const after = await call(t.app, 'GET', '/api/admin/generation-settings', { cookie: admin.cookie });
    expect(after.json()).toEqual(before);
  });
});
