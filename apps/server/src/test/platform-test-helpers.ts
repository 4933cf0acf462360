import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OAuthPlatform } from '@forja/contracts';
import { call } from './harness.js';
import { startFakeGoogle, type FakeGoogle } from './fakes/fake-google.js';
import { startFakeTikTok, type FakeTikTok } from './fakes/fake-tiktok.js';

/** The fake Google and TikTok, and the environment that points the studio at them. */
export async function startFakePlatforms() {
  const google = await startFakeGoogle();
  const tiktok = await startFakeTikTok();
  const env = {
    GOOGLE_CLIENT_ID: 'google-client-id',
    GOOGLE_CLIENT_SECRET: 'google-client-secret',
    TIKTOK_CLIENT_KEY: 'tiktok-client-key',
    TIKTOK_CLIENT_SECRET: 'tiktok-client-secret',
    GOOGLE_AUTH_URL: google.url,
    GOOGLE_TOKEN_URL: google.url,
    GOOGLE_API_URL: google.url,
    TIKTOK_AUTH_URL: tiktok.url,
    TIKTOK_API_URL: tiktok.url,
  };
  return {
    google,
    tiktok,
    env,
    close: async () => {
      await google.close();
      await tiktok.close();
    },
  };
}
export type FakePlatforms = { google: FakeGoogle; tiktok: FakeTikTok };

/**
 * The browser's round trip: start (redirect to the consent page), the consent page (the fake
 * answers at once), the callback. Returns where the studio sent the browser back to.
 */
export async function oauthRoundTrip(
  app: FastifyInstance,
  cookie: string,
  platform: OAuthPlatform,
  { callbackCookie = cookie, tamper }: { callbackCookie?: string; tamper?: (url: URL) => void } = {},
) {
  const start = await call(app, 'GET', `/api/connections/${platform}/start`, { cookie });
  expect(start.statusCode, start.body).toBe(302);
  const consent = String(start.headers.location);
  const page = await fetch(consent, { redirect: 'manual' });
  expect(page.status).toBe(302);
  const callback = new URL(page.headers.get('location')!);
  tamper?.(callback);
  const back = await call(app, 'GET', `${callback.pathname}${callback.search}`, { cookie: callbackCookie });
  expect(back.statusCode, back.body).toBe(302);
  return {
    consent: new URL(consent),
    callback,
    returnTo: new URL(String(back.headers.location), 'http://x'),
  };
}

export async function connectPlatform(app: FastifyInstance, cookie: string, platform: OAuthPlatform) {
  const { returnTo } = await oauthRoundTrip(app, cookie, platform);
  expect(returnTo.searchParams.get('success')).toBe(`${platform}_connected`);
  return returnTo;
}
