import { expect, request } from '@playwright/test';
import { ADMIN, BASE_URL, SLOW_HOOK, SLOW_URL } from './support';

/** Registers the administrator of a studio first, so every journey's own accounts are ordinary users. */
async function adminOf(baseURL: string) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post('/api/auth/sign-up/email', { data: ADMIN });
  if (!res.ok())
    throw new Error(
      `could not register the e2e administrator on ${baseURL}: ${res.status()} ${await res.text()}`,
    );
  return api;
}

/**
 * The second studio sends articles and videos to e2e/slow-webhook.mjs, which renders them too:
 * its articles take seconds (the reload journey) and its renders fail (the journey that shows
 * a failed render costs nothing). Set once here, so no two journeys edit its settings at once.
 */
async function configureSlowStudio() {
  const api = await adminOf(SLOW_URL);
  const settings = (await (await api.get('/api/admin/generation-settings')).json()) as {
    providers: Record<string, string>;
    webhooks: Record<string, string>;
    openai: { baseUrl: string; textModel: string; imageModel: string };
  };
  const { baseUrl, textModel, imageModel } = settings.openai;
  const put = await api.put('/api/admin/generation-settings', {
    data: {
      providers: { ...settings.providers, article: 'webhook', video: 'webhook' },
      webhooks: { ...settings.webhooks, article: SLOW_HOOK, video: SLOW_HOOK },
      openai: { baseUrl, textModel, imageModel },
      videoRenderer: 'webhook',
    },
  });
  expect(put.ok(), await put.text()).toBe(true);
  await api.dispose();
}

export default async function globalSetup() {
  await (await adminOf(BASE_URL)).dispose();
  await configureSlowStudio();
}
