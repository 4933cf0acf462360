import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_PLATFORMS } from '@forja/contracts';
import { platformConnections } from '../../db/schema/index.js';
import { decryptSecret } from '../../lib/crypto.js';
import {
  call,
  createTestApp,
  databaseKinds,
  signUp,
  TEST_ENCRYPTION_KEY,
  type TestApp,
} from '../../test/harness.js';
import { connectPlatform, oauthRoundTrip, startFakePlatforms } from '../../test/platform-test-helpers.js';

describe.each(databaseKinds)('YouTube and TikTok connections on %s', (kind) => {
  let t: TestApp;
  let fakes: Awaited<ReturnType<typeof startFakePlatforms>>;
  beforeAll(async () => {
    fakes = await startFakePlatforms();
    t = await createTestApp(kind, { env: fakes.env });
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });

  const row = async (userId: string, platform: 'youtube' | 'tiktok') => {
    const [r] = await t.database.db
      .select()
      .from(platformConnections)
      .where(and(eq(platformConnections.userId, userId), eq(platformConnections.platform, platform)));
    return r;
  };
  const tokensOf = async (userId: string, platform: 'youtube' | 'tiktok') =>
    JSON.parse(
      decryptSecret(
        (await row(userId, platform))!.configEncrypted,
        TEST_ENCRYPTION_KEY,
        `platform_connections:${userId}:${platform}`,
      ),
    ) as { accessToken: string; refreshToken: string; refreshExpiresAt: number | null };
  const list = async (cookie: string) =>
    (await call(t.app, 'GET', '/api/connections', { cookie })).json().connections as Record<
      string,
      unknown
    >[];

  it('connects YouTube: offline access with consent, state bound to the session, tokens encrypted and never shown', async () => {
    const { cookie, user } = await signUp(t.app);
    const { consent, returnTo } = await oauthRoundTrip(t.app, cookie, 'youtube');
    expect(consent.pathname).toBe('/o/oauth2/v2/auth');
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: 'google-client-id',
      redirect_uri: 'http://localhost:3000/api/connections/youtube/callback',
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      scope:
        'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly',
    });
    expect(consent.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(returnTo.pathname).toBe('/settings');
    expect(Object.fromEntries(returnTo.searchParams)).toEqual({
      tab: 'connections',
      success: 'youtube_connected',
      channel: 'Forja Test Channel',
    });

    const res = await call(t.app, 'GET', '/api/connections', { cookie });
    const youtube = res.json().connections.find((c: { platform: string }) => c.platform === 'youtube');
    expect(youtube).toMatchObject({
      connected: true,
      needsReconnect: false,
      display: { channelId: 'UC_fake_channel', channelName: 'Forja Test Channel', subscriberCount: 1234 },
      setup: { configured: true, missing: [] },
    });
    const tokens = await tokensOf(user.id, 'youtube');
    expect(tokens.refreshToken).toMatch(/^1\/\/refresh/);
    expect(res.body).not.toContain(tokens.accessToken);
    expect(res.body).not.toContain(tokens.refreshToken);
    expect((await row(user.id, 'youtube'))!.configEncrypted).not.toContain(tokens.refreshToken);
  });

  it('connects TikTok with Login Kit v2 and shows username, display name and followers', async () => {
    const { cookie, user } = await signUp(t.app);
    const { consent, returnTo } = await oauthRoundTrip(t.app, cookie, 'tiktok');
    expect(consent.pathname).toBe('/v2/auth/authorize/');
    expect(consent.searchParams.get('client_key')).toBe('tiktok-client-key');
    expect(consent.searchParams.get('scope')).toContain('video.publish');
    expect(returnTo.searchParams.get('success')).toBe('tiktok_connected');
    expect(returnTo.searchParams.get('username')).toBe('forja.tester');
    const tiktok = (await list(cookie)).find((c) => c.platform === 'tiktok');
    expect(tiktok).toMatchObject({
      connected: true,
      display: { username: 'forja.tester', displayName: 'Forja Tester', followerCount: 42 },
    });
    expect((await tokensOf(user.id, 'tiktok')).refreshExpiresAt).toBeGreaterThan(Date.now());
  });

  it.each(OAUTH_PLATFORMS)('%s: every authorisation error code', async (platform) => {
    const fake = platform === 'youtube' ? fakes.google : fakes.tiktok;
    const { cookie, user } = await signUp(t.app);
    const other = await signUp(t.app);
    const errorOf = (r: { returnTo: URL }) => r.returnTo.searchParams.get('error');

    fake.state.deny = true;
    expect(errorOf(await oauthRoundTrip(t.app, cookie, platform))).toBe(`${platform}_auth_denied`);
    fake.state.deny = false;

    const tampered = await oauthRoundTrip(t.app, cookie, platform, {
      tamper: (u) => u.searchParams.set('state', 'forged'),
    });
    expect(errorOf(tampered)).toBe(`${platform}_auth_invalid`);
    const noCode = await oauthRoundTrip(t.app, cookie, platform, {
      tamper: (u) => u.searchParams.delete('code'),
    });
    expect(errorOf(noCode)).toBe(`${platform}_auth_invalid`);
    // Another signed-in user cannot finish this user's authorisation.
    const stolen = await oauthRoundTrip(t.app, cookie, platform, { callbackCookie: other.cookie });
    expect(errorOf(stolen)).toBe(`${platform}_auth_invalid`);
    const signedOut = await oauthRoundTrip(t.app, cookie, platform, { callbackCookie: '' });
    expect(errorOf(signedOut)).toBe(`${platform}_auth_invalid`);

    const badCode = await oauthRoundTrip(t.app, cookie, platform, {
      tamper: (u) => u.searchParams.set('code', 'not-issued'),
    });
    expect(errorOf(badCode)).toBe(`${platform}_auth_failed`);

    // A state is good once: replaying a successful return is refused.
    const ok = await oauthRoundTrip(t.app, cookie, platform);
    expect(ok.returnTo.searchParams.get('success')).toBe(`${platform}_connected`);
    const replay = await call(t.app, 'GET', `${ok.callback.pathname}${ok.callback.search}`, { cookie });
    expect(new URL(String(replay.headers.location), 'http://x').searchParams.get('error')).toBe(
      `${platform}_auth_invalid`,
    );
    expect(await row(user.id, platform)).toBeDefined();
    expect(await row(other.user.id, platform)).toBeUndefined();
  });

  it('refreshes an expired YouTube token on the 401, and a TikTok token before it expires (rotating)', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'youtube');
    const before = await tokensOf(user.id, 'youtube');
    fakes.google.expireAccessTokens();
    fakes.google.state.channel.subscriberCount = '1300';
    const grants = fakes.google.state.grants.length;
    const test = await call(t.app, 'POST', '/api/connections/youtube/test', { cookie });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().display.subscriberCount).toBe(1300);
    expect(fakes.google.state.grants.slice(grants)).toEqual(['refresh_token']);
    const after = await tokensOf(user.id, 'youtube');
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken); // Google keeps the refresh token
    fakes.google.state.channel.subscriberCount = '1234';

    fakes.tiktok.state.accessLifetime = 30; // inside the one-minute margin: refreshed before use
    const tt = await signUp(t.app);
    await connectPlatform(t.app, tt.cookie, 'tiktok');
    fakes.tiktok.state.accessLifetime = 86_400;
    const old = await tokensOf(tt.user.id, 'tiktok');
    const tiktokTest = await call(t.app, 'POST', '/api/connections/tiktok/test', { cookie: tt.cookie });
    expect(tiktokTest.statusCode, tiktokTest.body).toBe(200);
    const rotated = await tokensOf(tt.user.id, 'tiktok');
    expect(rotated.refreshToken).not.toBe(old.refreshToken);
    expect(fakes.tiktok.state.refreshTokens.has(old.refreshToken)).toBe(false);
  });

  it('refreshes a TikTok token once when two requests need it at the same time (its refresh tokens rotate)', async () => {
    fakes.tiktok.state.accessLifetime = 30; // inside the one-minute margin: refreshed before use
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'tiktok');
    fakes.tiktok.state.accessLifetime = 86_400; // the refreshed token lasts: one refresh is due
    const grants = fakes.tiktok.state.grants.length;
    const tests = await Promise.all(
      [1, 2, 3].map(() => call(t.app, 'POST', '/api/connections/tiktok/test', { cookie })),
    );
    // A second refresh with the spent token would be refused and ask the user to connect again.
    expect(tests.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(fakes.tiktok.state.grants.slice(grants)).toEqual(['refresh_token']);
    expect((await row(user.id, 'tiktok'))!.needsReconnect).toBe(false);
    expect(fakes.tiktok.state.refreshTokens.has((await tokensOf(user.id, 'tiktok')).refreshToken)).toBe(true);
  });

  it.each(OAUTH_PLATFORMS)('%s: a revoked grant makes the block ask to connect again', async (platform) => {
    const fake = platform === 'youtube' ? fakes.google : fakes.tiktok;
    const { cookie } = await signUp(t.app);
    await connectPlatform(t.app, cookie, platform);
    fake.revokeAll();
    const test = await call(t.app, 'POST', `/api/connections/${platform}/test`, { cookie });
    expect(test.statusCode).toBe(409);
    expect(test.json().code).toBe('PLATFORM_RECONNECT_REQUIRED');
    expect((await list(cookie)).find((c) => c.platform === platform)).toMatchObject({
      connected: true,
      needsReconnect: true,
    });
    // Connecting again clears it.
    await connectPlatform(t.app, cookie, platform);
    expect((await list(cookie)).find((c) => c.platform === platform)).toMatchObject({
      needsReconnect: false,
    });
  });

  it.each(OAUTH_PLATFORMS)(
    '%s: disconnect revokes at the platform, then forgets; another user cannot touch it',
    async (platform) => {
      const fake = platform === 'youtube' ? fakes.google : fakes.tiktok;
      const owner = await signUp(t.app);
      const other = await signUp(t.app);
      await connectPlatform(t.app, owner.cookie, platform);
      const tokens = await tokensOf(owner.user.id, platform);

      expect((await list(other.cookie)).find((c) => c.platform === platform)).toMatchObject({
        connected: false,
        display: null,
      });
      const otherTest = await call(t.app, 'POST', `/api/connections/${platform}/test`, {
        cookie: other.cookie,
      });
      expect(otherTest.json().code).toBe('PLATFORM_NOT_CONNECTED');
      const otherDelete = await call(t.app, 'DELETE', `/api/connections/${platform}`, {
        cookie: other.cookie,
      });
      expect(otherDelete.json()).toEqual({ revocation: 'none' });
      expect(await row(owner.user.id, platform)).toBeDefined();

      const res = await call(t.app, 'DELETE', `/api/connections/${platform}`, { cookie: owner.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ revocation: 'revoked' });
      expect(fake.state.revoked).toContain(platform === 'youtube' ? tokens.refreshToken : tokens.accessToken);
      expect(await row(owner.user.id, platform)).toBeUndefined();
      const twice = await call(t.app, 'DELETE', `/api/connections/${platform}`, { cookie: owner.cookie });
      expect(twice.json()).toEqual({ revocation: 'none' });
    },
  );

  it('signed out: 401 for start, test and disconnect', async () => {
    for (const [method, url] of [
      ['GET', '/api/connections/youtube/start'],
      ['POST', '/api/connections/tiktok/test'],
      ['DELETE', '/api/connections/youtube'],
    ] as const) {
      expect((await call(t.app, method, url)).statusCode).toBe(401);
    }
  });
});

describe('YouTube and TikTok without the operator keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t.close());

  it('says what the operator must set and refuses to start', async () => {
    const { cookie } = await signUp(t.app);
    const connections = (await call(t.app, 'GET', '/api/connections', { cookie })).json().connections;
    expect(connections[1]).toMatchObject({
      platform: 'youtube',
      connected: false,
      setup: {
        configured: false,
        missing: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
        redirectUrl: 'http://localhost:3000/api/connections/youtube/callback',
      },
    });
    expect(connections[2].setup.missing).toEqual(['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET']);
    const start = await call(t.app, 'GET', '/api/connections/tiktok/start', { cookie });
    expect(start.statusCode).toBe(409);
    expect(start.json().code).toBe('PLATFORM_NOT_CONFIGURED');
  });
});
