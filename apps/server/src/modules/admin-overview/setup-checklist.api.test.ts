import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupChecklist, SetupItem } from '@forja/contracts';
import { APP_URL, call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { settingsBody } from '../../test/settings-test-helpers.js';

const byId = (c: SetupChecklist) =>
  Object.fromEntries(c.items.map((i) => [i.id, i])) as Record<string, SetupItem>;

async function checklistOf(env: Record<string, string>) {
  const t = await createTestApp('pglite', { env });
  try {
    const admin = await signUp(t.app);
    const res = await call(t.app, 'GET', '/api/admin/setup', { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    return { items: byId(res.json<SetupChecklist>()), raw: res.body };
  } finally {
    await t.close();
  }
}

describe('the setup checklist reads the running configuration', () => {
  it('shows the embedded defaults as working fallbacks', async () => {
    const { items } = await checklistOf({ MEDIA_TOOLS: 'npm' });
    for (const family of ['article', 'image', 'video', 'videoScript']) {
      expect(items[`generation.${family}`]).toMatchObject({ state: 'fallback', mode: 'builtin' });
    }
    expect(items.mail).toMatchObject({
      state: 'fallback',
      mode: 'outbox',
      envVars: ['SMTP_URL', 'MAIL_FROM'],
    });
    expect(items.storage).toMatchObject({
      state: 'fallback',
      mode: 'local',
      detail: expect.stringMatching(/files$/),
    });
    expect(items.payments).toMatchObject({
      state: 'fallback',
      mode: 'test',
      registerUrls: [`${APP_URL}/api/billing/stripe/webhook`],
    });
    // MEDIA_TOOLS=npm: the ffmpeg and espeak-ng that npm ci brings.
    expect(items.videoRenderer).toMatchObject({
      state: 'fallback',
      mode: 'npm',
      detail: expect.stringMatching(/^ffmpeg /),
    });
    expect(items.speech).toMatchObject({
      state: 'fallback',
      mode: 'npm',
      detail: '@echogarden/espeak-ng-emscripten',
    });
    expect(items['publishing.wordpress']).toMatchObject({ state: 'ready', mode: 'perUser' });
    expect(items['publishing.youtube']).toMatchObject({
      state: 'missing',
      envVars: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      registerUrls: [`${APP_URL}/api/connections/youtube/callback`],
    });
    expect(items['publishing.tiktok']).toMatchObject({
      state: 'missing',
      envVars: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
      registerUrls: [`${APP_URL}/api/connections/tiktok/callback`],
    });
  });

  it('shows SMTP, S3, Stripe and an OAuth app as configured, without their secrets', async () => {
    const { items, raw } = await checklistOf({
      SMTP_URL: 'smtp://mailer:smtp-pass-123@smtp.example.com:587',
      S3_BUCKET: 'forja-files',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 's3-secret-456',
      STRIPE_SECRET_KEY: 'sk_test_secret789',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_START: 'price_s',
      STRIPE_PRICE_PLUS: 'price_p',
      STRIPE_PRICE_PRO: 'price_o',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      TIKTOK_CLIENT_KEY: 'only-the-key',
    });
    expect(items.mail).toMatchObject({ state: 'ready', mode: 'smtp', detail: null });
    expect(items.storage).toMatchObject({ state: 'ready', mode: 's3', detail: 'forja-files' });
    expect(items.payments).toMatchObject({ state: 'ready', mode: 'stripe' });
    expect(items['publishing.youtube']).toMatchObject({ state: 'ready', mode: 'oauth' });
    // Half an app is no app.
    expect(items['publishing.tiktok']).toMatchObject({ state: 'missing', mode: 'none' });
    for (const secret of [
      'smtp-pass-123',
      's3-secret-456',
      'sk_test_secret789',
      'whsec_abc',
      'google-secret',
      'AKIAEXAMPLE',
    ]) {
      expect(raw).not.toContain(secret);
    }
  });

  it('says when nothing takes payments', async () => {
    const { items } = await checklistOf({ BILLING_TEST_CHECKOUT: 'off' });
    expect(items.payments).toMatchObject({ state: 'missing', mode: 'none' });
  });
});

describe.each(databaseKinds)('the setup checklist follows the generation settings on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('marks a configured provider ready and an incomplete one missing', async () => {
    const saved = await call(t.app, 'PUT', '/api/admin/generation-settings', {
      cookie: admin.cookie,
      body: settingsBody({
        providers: { article: 'webhook', image: 'openai', video: 'openai', videoScript: 'webhook' },
        webhooks: {
          article: 'https://n8n.example.com/webhook/article',
          image: '',
          video: '',
          videoScript: '',
        },
        openai: { baseUrl: 'https://api.example.com/v1', textModel: 'gpt-4o-mini', imageModel: '' },
      }),
    });
    expect(saved.statusCode).toBe(200);
    const items = byId((await call(t.app, 'GET', '/api/admin/setup', { cookie: admin.cookie })).json());
    expect(items['generation.article']).toMatchObject({ state: 'ready', mode: 'webhook' });
    expect(items['generation.video']).toMatchObject({ state: 'ready', mode: 'openai' });
    expect(items['generation.image']).toMatchObject({ state: 'missing', mode: 'openai' }); // no image model
    expect(items['generation.videoScript']).toMatchObject({ state: 'missing', mode: 'webhook' }); // no address
  });

  it('is for administrators only', async () => {
    expect((await call(t.app, 'GET', '/api/admin/setup')).statusCode).toBe(401);
    const user = await signUp(t.app);
    expect((await call(t.app, 'GET', '/api/admin/setup', { cookie: user.cookie })).statusCode).toBe(403);
  });
});
