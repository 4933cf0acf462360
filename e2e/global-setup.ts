import { expect, request } from '@playwright/test';
import { wavHeader } from '../apps/server/src/integrations/speech/wav';
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

/** A WAV of `seconds` of a soft two-note chord: the music library's track for the video journey. */
function chordWav(seconds: number): Buffer {
  const rate = 22050;
  const samples = Buffer.alloc(Math.round(seconds * rate) * 2);
  for (let i = 0; i < samples.length / 2; i++) {
    const t = i / rate;
    const value = 0.25 * Math.sin(2 * Math.PI * 220 * t) + 0.2 * Math.sin(2 * Math.PI * 330 * t);
    samples.writeInt16LE(Math.round(value * 32767), i * 2);
  }
  return Buffer.concat([wavHeader(rate, samples.length / 2), samples]);
}

/**
 * The main studio's stock footage key (the fake Pexels of e2e/fake-stock.ts accepts this one,
 * FAKE_STOCK_KEYS in apps/server/src/test/fake-stock-server.ts) and one track in its music
 * library, as an administrator would set them up.
 */
async function configureMainStudio(api: Awaited<ReturnType<typeof adminOf>>) {
  const settings = (await (await api.get('/api/admin/generation-settings')).json()) as {
    providers: Record<string, string>;
    webhooks: Record<string, string>;
    openai: { baseUrl: string; textModel: string; imageModel: string };
  };
  const { baseUrl, textModel, imageModel } = settings.openai;
  const put = await api.put('/api/admin/generation-settings', {
    data: {
      providers: settings.providers,
      webhooks: settings.webhooks,
      openai: { baseUrl, textModel, imageModel },
      stock: { pexels: { apiKey: 'pexels-test-key-0123456789' } },
    },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const track = await api.post(
    '/api/admin/music/uploads?title=Morning%20Chords&artist=Forja%20E2E&licence=CC0',
    {
      headers: { 'content-type': 'audio/wav' },
      data: chordWav(12),
    },
  );
  expect(track.ok(), await track.text()).toBe(true);
}

export default async function globalSetup() {
  const main = await adminOf(BASE_URL);
  await configureMainStudio(main);
  await main.dispose();
  await configureSlowStudio();
}
