import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, generationSettings } from '../../db/schema/index.js';
import { decryptSecret, maskSecret } from '../../lib/crypto.js';
import {
  call,
  createTestApp,
  databaseKinds,
  signUp,
  TEST_ENCRYPTION_KEY,
  type TestApp,
} from '../../test/harness.js';
import { API_KEY_CONTEXT, STOCK_API_KEY_CONTEXT } from './family-provider.js';
import { settingsBody } from '../../test/settings-test-helpers.js';

const URL_PATH = '/api/admin/generation-settings';
const KEY = 'sk-proj-0123456789secretABCD';

describe.each(databaseKinds)('admin generation settings on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, { name: 'Admin' }); // the first account is the administrator
    user = await signUp(t.app, { name: 'User' });
  });
  afterAll(() => t.close());

  const rawRow = async () =>
    (await t.database.db.select().from(generationSettings).where(eq(generationSettings.id, 1)))[0]!;
  const put = (body: unknown, cookie = admin.cookie) => call(t.app, 'PUT', URL_PATH, { cookie, body });

  it('starts with every kind on the offline provider and nothing configured', async () => {
    const res = await call(t.app, 'GET', URL_PATH, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      providers: { article: 'builtin', image: 'builtin', video: 'builtin', videoScript: 'builtin' },
      webhooks: { article: '', image: '', video: '', videoScript: '' },
      openai: {
        baseUrl: '',
        textModel: '',
        imageModel: '',
        hasApiKey: false,
        apiKeyMasked: '',
        apiKeyUnreadable: false,
      },
    });
  });

  it('saves providers, addresses and models; the key is stored encrypted and shown masked', async () => {
    const res = await put(settingsBody({ openai: { ...settingsBody().openai, apiKey: `  ${KEY}  ` } }));
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.providers).toEqual({
      article: 'webhook',
      image: 'builtin',
      video: 'openai',
      videoScript: 'webhook',
    });
    expect(saved.webhooks.article).toBe('https://n8n.example.com/webhook/article');
    expect(saved.openai).toMatchObject({
      hasApiKey: true,
      apiKeyMasked: 'sk-…ABCD',
      textModel: 'gpt-4o-mini',
    });
    expect(res.body).not.toContain('0123456789secret');

    const row = await rawRow();
    expect(JSON.stringify(row)).not.toContain('0123456789secret');
    expect(row.openaiApiKeyEncrypted).toMatch(/^v1\./);
    expect(decryptSecret(row.openaiApiKeyEncrypted, TEST_ENCRYPTION_KEY, API_KEY_CONTEXT)).toBe(KEY);
    expect(row.updatedBy).toBe(admin.user.id);

    const read = await call(t.app, 'GET', URL_PATH, { cookie: admin.cookie });
    expect(read.json()).toEqual(saved);
    expect(read.body).not.toContain('0123456789secret');
  });

  it('keeps the stored key when the key field is empty or absent, and accepts an identical save', async () => {
    const before = (await rawRow()).openaiApiKeyEncrypted;
    const same = await put(settingsBody({ openai: { ...settingsBody().openai, apiKey: '' } }));
    expect(same.statusCode).toBe(200);
    expect(same.json().openai).toMatchObject({ hasApiKey: true, apiKeyMasked: 'sk-…ABCD' });
    expect((await put(settingsBody())).statusCode).toBe(200);
    expect((await rawRow()).openaiApiKeyEncrypted).toBe(before);
  });

  it('replaces the key with a new one, and a new key wins over clear', async () => {
    const res = await put(
      settingsBody({
        openai: { ...settingsBody().openai, apiKey: 'sk-other-key-9999WXYZ', clearApiKey: true },
      }),
    );
    expect(res.json().openai).toMatchObject({ hasApiKey: true, apiKeyMasked: 'sk-…WXYZ' });
  });

  it('removes the key on an explicit clear', async () => {
    const res = await put(settingsBody({ openai: { ...settingsBody().openai, clearApiKey: true } }));
    expect(res.statusCode).toBe(200);
    expect(res.json().openai).toMatchObject({ hasApiKey: false, apiKeyMasked: '' });
    expect((await rawRow()).openaiApiKeyEncrypted).toBe('');
  });

  it('saves the stock footage keys encrypted, shows them masked, keeps, replaces and clears each', async () => {
    const PEXELS = 'pexels-0123456789secretPXLS';
    const PIXABAY = 'pixabay-9876543210secretPXBY';
    const saved = await put({
      ...settingsBody(),
      stock: { pexels: { apiKey: PEXELS }, pixabay: { apiKey: PIXABAY } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().stock).toEqual({
      pexels: { hasApiKey: true, apiKeyMasked: maskSecret(PEXELS), apiKeyUnreadable: false },
      pixabay: { hasApiKey: true, apiKeyMasked: maskSecret(PIXABAY), apiKeyUnreadable: false },
    });
    expect(saved.body).not.toContain('secretPXLS');
    expect(saved.body).not.toContain('secretPXBY');
    const row = await rawRow();
    expect(JSON.stringify(row)).not.toContain('secretPX');
    expect(decryptSecret(row.pexelsApiKeyEncrypted, TEST_ENCRYPTION_KEY, STOCK_API_KEY_CONTEXT.pexels)).toBe(
      PEXELS,
    );
    expect(
      decryptSecret(row.pixabayApiKeyEncrypted, TEST_ENCRYPTION_KEY, STOCK_API_KEY_CONTEXT.pixabay),
    ).toBe(PIXABAY);
    // Each key only decrypts in its own column.
    expect(() =>
      decryptSecret(row.pexelsApiKeyEncrypted, TEST_ENCRYPTION_KEY, STOCK_API_KEY_CONTEXT.pixabay),
    ).toThrow();
    const read = await call(t.app, 'GET', URL_PATH, { cookie: admin.cookie });
    expect(read.json().stock).toEqual(saved.json().stock);
    expect(read.body).not.toContain('secretPX');

    // Absent, or an empty key: both stay.
    expect((await put(settingsBody())).statusCode).toBe(200);
    expect((await put({ ...settingsBody(), stock: { pexels: { apiKey: '' } } })).statusCode).toBe(200);
    expect((await rawRow()).pexelsApiKeyEncrypted).toBe(row.pexelsApiKeyEncrypted);
    expect((await rawRow()).pixabayApiKeyEncrypted).toBe(row.pixabayApiKeyEncrypted);

    // One replaced (a new key wins over clear), the other cleared.
    const changed = await put({
      ...settingsBody(),
      stock: { pexels: { apiKey: 'pexels-new-key-NEW1', clearApiKey: true }, pixabay: { clearApiKey: true } },
    });
    expect(changed.json().stock).toEqual({
      pexels: { hasApiKey: true, apiKeyMasked: maskSecret('pexels-new-key-NEW1'), apiKeyUnreadable: false },
      pixabay: { hasApiKey: false, apiKeyMasked: '', apiKeyUnreadable: false },
    });
    expect((await rawRow()).pixabayApiKeyEncrypted).toBe('');

    // The audit says which key changed, never the key.
    const audits = await t.database.db.select().from(auditEvents);
    const details = audits.map((a) => a.details);
    expect(details).toContainEqual(
      expect.objectContaining({ stockKeyChanged: { pexels: true, pixabay: true } }),
    );
    expect(details).toContainEqual(
      expect.objectContaining({ stockKeyChanged: { pexels: false, pixabay: false } }),
    );
    expect(JSON.stringify(audits)).not.toContain('pexels-new-key');

    // Unknown providers or fields are refused and change nothing.
    const before = await rawRow();
    const bad = await put({ ...settingsBody(), stock: { shutterstock: { apiKey: 'x' } } });
    expect(bad.statusCode).toBe(400);
    expect(await rawRow()).toEqual(before);

    await put({ ...settingsBody(), stock: { pexels: { clearApiKey: true } } });
    expect((await rawRow()).pexelsApiKeyEncrypted).toBe('');
  });

  it('refuses invalid addresses and values with message keys, writing nothing', async () => {
    const before = await rawRow();
    const long = `https://example.com/${'a'.repeat(2000)}`;
    const cases: [unknown, string, string][] = [
      [
        settingsBody({ webhooks: { ...settingsBody().webhooks, image: 'ftp://example.com/hook' } }),
        'webhooks.image',
        'url_invalid',
      ],
      [
        settingsBody({ webhooks: { ...settingsBody().webhooks, video: 'n8n.example.com/hook' } }),
        'webhooks.video',
        'url_invalid',
      ],
      [
        settingsBody({ webhooks: { ...settingsBody().webhooks, article: 'javascript:alert(1)' } }),
        'webhooks.article',
        'url_invalid',
      ],
      [
        settingsBody({ webhooks: { ...settingsBody().webhooks, article: long } }),
        'webhooks.article',
        'field_too_long',
      ],
      [
        settingsBody({ openai: { ...settingsBody().openai, baseUrl: 'localhost:11434' } }),
        'openai.baseUrl',
        'url_invalid',
      ],
      [
        settingsBody({ openai: { ...settingsBody().openai, apiKey: 'k'.repeat(501) } }),
        'openai.apiKey',
        'field_too_long',
      ],
    ];
    for (const [body, field, key] of cases) {
      const res = await put(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().details.fields[field], field).toEqual([key]);
    }
    for (const body of [
      { ...settingsBody(), providers: { ...settingsBody().providers, image: 'dall-e' } },
      { ...settingsBody(), extra: true },
      { providers: settingsBody().providers },
    ]) {
      expect((await put(body)).statusCode).toBe(400);
    }
    expect(await rawRow()).toEqual(before);
  });

  it('saves the video renderer choice, keeps it when absent, and refuses an unknown one', async () => {
    const chosen = await put({ ...settingsBody(), videoRenderer: 'json2video' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // No JSON2VIDEO_API_KEY on this server: chosen all the same, and what renders says so.
    expect(chosen.json().video).toMatchObject({
      renderer: 'json2video',
      active: 'json2video',
      json2videoConfigured: false,
    });
    expect((await put(settingsBody())).json().video.renderer).toBe('json2video');

    const before = await rawRow();
    const refused = await put({ ...settingsBody(), videoRenderer: 'ffmpeg' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details.fields)).toEqual(['videoRenderer']);
    expect(await rawRow()).toEqual(before);

    const auto = await put({ ...settingsBody(), videoRenderer: 'auto' });
    expect(auto.json().video).toMatchObject({ renderer: 'auto', active: 'local' });
  });

  it('refuses non-administrators with the admin-only messages and changes nothing', async () => {
    const before = await rawRow();
    const read = await call(t.app, 'GET', URL_PATH, { cookie: user.cookie });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only administrators can configure global webhooks.',
    });
    expect(read.body).not.toContain('n8n.example.com');

    const write = await put(
      settingsBody({
        providers: { article: 'builtin', image: 'builtin', video: 'builtin', videoScript: 'builtin' },
      }),
      user.cookie,
    );
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only administrators can update global webhooks.',
    });
    // Even an invalid body: the answer is 403, not a validation hint.
    expect((await put({ nonsense: true }, user.cookie)).statusCode).toBe(403);

    const test = await call(t.app, 'POST', `${URL_PATH}/test`, {
      cookie: user.cookie,
      body: { family: 'article' },
    });
    expect(test.statusCode).toBe(403);
    expect(await rawRow()).toEqual(before);
  });

  it('answers 401 to signed-out callers', async () => {
    expect((await call(t.app, 'GET', URL_PATH)).statusCode).toBe(401);
    expect((await put(settingsBody(), '')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', `${URL_PATH}/test`, { body: { family: 'image' } })).statusCode).toBe(
      401,
    );
    expect((await call(t.app, 'GET', '/api/generation/status')).statusCode).toBe(401);
  });

  it('tells any signed-in user per kind whether it is ready, without addresses', async () => {
    await put(
      settingsBody({
        providers: { article: 'webhook', image: 'webhook', video: 'openai', videoScript: 'builtin' },
        webhooks: {
          article: 'https://n8n.example.com/webhook/article',
          image: '',
          video: '',
          videoScript: '',
        },
        openai: { baseUrl: 'https://api.openai.com/v1', textModel: 'gpt-4o-mini', imageModel: '' },
      }),
    );
    const res = await call(t.app, 'GET', '/api/generation/status', { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      article: { provider: 'webhook', ready: true },
      image: { provider: 'webhook', ready: false },
      video: { provider: 'openai', ready: true },
      videoScript: { provider: 'builtin', ready: true },
    });
    expect(res.body).not.toMatch(/https?:|example\.com|gpt-/);
  });

  it('reports an openai kind without its model, or with an unreadable key, as not ready', async () => {
    await put(
      settingsBody({
        providers: { article: 'openai', image: 'openai', video: 'builtin', videoScript: 'builtin' },
        openai: { baseUrl: 'https://api.openai.com/v1', textModel: 'gpt-4o-mini', imageModel: '' },
      }),
    );
    const status = async () =>
      (await call(t.app, 'GET', '/api/generation/status', { cookie: user.cookie })).json();
    expect((await status()).image.ready).toBe(false);
    expect((await status()).article.ready).toBe(true);

    // A key written with another ENCRYPTION_KEY (say the secret file was regenerated).
    await t.database.db
      .update(generationSettings)
      .set({ openaiApiKeyEncrypted: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA' });
    expect((await status()).article.ready).toBe(false);
    const read = (await call(t.app, 'GET', URL_PATH, { cookie: admin.cookie })).json();
    expect(read.openai).toMatchObject({ hasApiKey: true, apiKeyMasked: '', apiKeyUnreadable: true });
  });
});
