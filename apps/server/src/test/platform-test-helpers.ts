import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OAuthPlatform } from '@forja/contracts';
import { videos } from '../db/schema/index.js';
import { call, type TestApp } from './harness.js';
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

/**
 * A completed Video Library video, as a render leaves it: the MP4 in storage and its videos
 * row. Random bytes stand for the file (the fakes never decode it).
 */
export async function addLibraryVideo(
  t: TestApp,
  userId: string,
  { size = 100_000, durationSeconds = 15 }: { size?: number; durationSeconds?: number | null } = {},
) {
  const bytes = crypto.randomBytes(size);
  const file = await t.services.files.store({
    userId,
    data: bytes,
    contentType: 'video/mp4',
    purpose: 'video',
    name: 'video',
  });
  const [row] = await t.database.db
    .insert(videos)
    .values({
      userId,
      title: 'A video',
      prompt: 'bread',
      status: 'completed',
      source: 'local',
      fileId: file.id,
      resolution: '1080x1920',
      scenesCount: 3,
      fileSize: size,
      durationSeconds,
    })
    .returning({ id: videos.id });
  return { id: row!.id, bytes };
}
