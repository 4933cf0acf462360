import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_PLATFORMS, type OAuthPlatform } from '@forja/contracts';
import { platformConnections, users } from '../../db/schema/index.js';
import { decryptSecret, encryptSecret } from '../../lib/crypto.js';
import {
  call,
  createTestApp,
  databaseKinds,
  signUp,
  TEST_ENCRYPTION_KEY,
  type TestApp,
} from '../../test/harness.js';
import {
  addLibraryVideo,
  connectPlatform,
  oauthRoundTrip,
  startFakePlatforms,
} from '../../test/platform-test-helpers.js';

/*
 * What the user grants and takes back: the permissions left ticked on Google's and TikTok's
 * consent pages, disconnecting (and what it reports), and deleting the account, which gives
 * every grant back to the platforms.
 */

const ALL_TIKTOK = [
  'user.info.basic',
  'user.info.profile',
  'user.info.stats',
  'video.publish',
  'video.upload',
];
const context = (userId: string, platform: OAuthPlatform) => `platform_connections:${userId}:${platform}`;

describe.each(databaseKinds)('Platform grants on %s', (kind) => {
  let t: TestApp;
  let fakes: Awaited<ReturnType<typeof startFakePlatforms>>;
  beforeAll(async () => {
    fakes = await startFakePlatforms();
    t = await createTestApp(kind, { env: fakes.env });
    await signUp(t.app); // the owner: the users below are ordinary users, and may delete themselves
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });
  afterEach(() => {
    fakes.google.state.grantedScopes = null;
    fakes.tiktok.state.grantedScopes = null;
    fakes.google.state.failRevoke = false;
    fakes.tiktok.state.failRevoke = false;
    fakes.tiktok.state.accessLifetime = 86_400;
    fakes.tiktok.state.maxVideoPostDurationSec = 600;
  });

  const row = async (userId: string, platform: OAuthPlatform) => {
    const [r] = await t.database.db
      .select()
      .from(platformConnections)
      .where(and(eq(platformConnections.userId, userId), eq(platformConnections.platform, platform)));
    return r;
  };
  const tokensOf = async (userId: string, platform: OAuthPlatform) =>
    JSON.parse(
      decryptSecret(
        (await row(userId, platform))!.configEncrypted,
        TEST_ENCRYPTION_KEY,
        context(userId, platform),
      ),
    ) as { accessToken: string; refreshToken: string; scope: string };
  const connection = async (cookie: string, platform: OAuthPlatform) =>
    (await call(t.app, 'GET', '/api/connections', { cookie }))
      .json()
      .connections.find((c: { platform: string }) => c.platform === platform);

  it('YouTube without youtube.upload ticked: not stored, and the return names the missing permission', async () => {
    const { cookie, user } = await signUp(t.app);
    fakes.google.state.grantedScopes = ['https://www.googleapis.com/auth/youtube.readonly'];
    const revoked = fakes.google.state.revoked.length;
    const { returnTo } = await oauthRoundTrip(t.app, cookie, 'youtube');
    expect(Object.fromEntries(returnTo.searchParams)).toEqual({
      tab: 'connections',
      error: 'youtube_permission_missing',
      missing: 'youtube.upload',
    });
    expect(await row(user.id, 'youtube')).toBeUndefined();
    expect(await connection(cookie, 'youtube')).toMatchObject({ connected: false });
    // The partial grant was given back rather than left at Google unused.
    expect(fakes.google.state.revoked.length).toBe(revoked + 1);

    // Connecting again with every permission works.
    fakes.google.state.grantedScopes = null;
    await connectPlatform(t.app, cookie, 'youtube');
    expect(await connection(cookie, 'youtube')).toMatchObject({ connected: true, needsReconnect: false });
  });

  it('a YouTube connection stored without youtube.upload is refused at publish, before any upload', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'youtube');
    // As an earlier version stored it: the grant lacks the upload permission.
    const tokens = await tokensOf(user.id, 'youtube');
    const partial = { ...tokens, scope: 'https://www.googleapis.com/auth/youtube.readonly' };
    await t.database.db
      .update(platformConnections)
      .set({
        configEncrypted: encryptSecret(
          JSON.stringify(partial),
          TEST_ENCRYPTION_KEY,
          context(user.id, 'youtube'),
        ),
      })
      .where(and(eq(platformConnections.userId, user.id), eq(platformConnections.platform, 'youtube')));
    const video = await addLibraryVideo(t, user.id);
    const uploads = fakes.google.state.uploads.size;
    const res = await call(t.app, 'POST', `/api/videos/${video.id}/publications`, {
      cookie,
      body: {
        platform: 'youtube',
        title: 'Bake',
        description: '',
        tags: [],
        privacy: 'private',
        madeForKids: false,
        containsSyntheticMedia: true,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PLATFORM_PERMISSION_MISSING',
      details: { platform: 'youtube', missing: ['youtube.upload'] },
    });
    expect(fakes.google.state.uploads.size).toBe(uploads);
  });

  it('TikTok without user.info.stats connects, its follower count hidden', async () => {
    const { cookie, user } = await signUp(t.app);
    fakes.tiktok.state.grantedScopes = ALL_TIKTOK.filter((s) => s !== 'user.info.stats');
    const { returnTo } = await oauthRoundTrip(t.app, cookie, 'tiktok');
    expect(returnTo.searchParams.get('success')).toBe('tiktok_connected');
    expect(returnTo.searchParams.get('username')).toBe('forja.tester');
    expect(await connection(cookie, 'tiktok')).toMatchObject({
      connected: true,
      display: { username: 'forja.tester', displayName: 'Forja Tester', followerCount: null },
    });
    const test = await call(t.app, 'POST', '/api/connections/tiktok/test', { cookie });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().display.followerCount).toBeNull();
    expect(await row(user.id, 'tiktok')).toBeDefined();
  });

  it('TikTok without video.publish: not stored, the return names it', async () => {
    const { cookie, user } = await signUp(t.app);
    fakes.tiktok.state.grantedScopes = ALL_TIKTOK.filter((s) => s !== 'video.publish');
    const { returnTo } = await oauthRoundTrip(t.app, cookie, 'tiktok');
    expect(returnTo.searchParams.get('error')).toBe('tiktok_permission_missing');
    expect(returnTo.searchParams.get('missing')).toBe('video.publish');
    expect(await row(user.id, 'tiktok')).toBeUndefined();
  });

  it('TikTok: a video longer than the account may post is refused before any upload', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'tiktok');
    fakes.tiktok.state.maxVideoPostDurationSec = 6;
    const long = await addLibraryVideo(t, user.id, { durationSeconds: 13 });
    const posts = fakes.tiktok.state.posts.size;
    const body = {
      platform: 'tiktok',
      caption: 'Bake',
      privacyLevel: 'SELF_ONLY',
      allowComments: false,
      allowDuet: false,
      allowStitch: false,
    };
    const res = await call(t.app, 'POST', `/api/videos/${long.id}/publications`, { cookie, body });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'VIDEO_TOO_LONG_FOR_PLATFORM',
      details: { platform: 'tiktok', maxSeconds: 6, durationSeconds: 13 },
    });
    expect(fakes.tiktok.state.posts.size).toBe(posts);
    const listed = await call(t.app, 'GET', `/api/videos/${long.id}/publications`, { cookie });
    expect(listed.json().publications).toEqual([]);

    const short = await addLibraryVideo(t, user.id, { durationSeconds: 5.5 });
    const ok = await call(t.app, 'POST', `/api/videos/${short.id}/publications`, { cookie, body });
    expect(ok.statusCode, ok.body).toBe(202);
    expect(fakes.tiktok.state.posts.size).toBe(posts + 1);
  });

  it('TikTok disconnect refreshes an expired access token, then revokes with it', async () => {
    fakes.tiktok.state.accessLifetime = 30; // inside the one-minute margin: expired for Forja
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'tiktok');
    const stored = await tokensOf(user.id, 'tiktok');
    fakes.tiktok.expireAccessTokens(); // and for TikTok
    const grants = fakes.tiktok.state.grants.length;
    const res = await call(t.app, 'DELETE', '/api/connections/tiktok', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ revocation: 'revoked' });
    expect(fakes.tiktok.state.grants.slice(grants)).toEqual(['refresh_token']);
    expect(fakes.tiktok.state.revoked.at(-1)).not.toBe(stored.accessToken);
    // The grant is gone at TikTok: its refresh token no longer works.
    expect(fakes.tiktok.state.refreshTokens.has(stored.refreshToken)).toBe(false);
    expect(await row(user.id, 'tiktok')).toBeUndefined();
  });

  it.each(OAUTH_PLATFORMS)(
    '%s: a revoke that failed is reported, and the connection is still removed',
    async (platform) => {
      const fake = platform === 'youtube' ? fakes.google : fakes.tiktok;
      const { cookie, user } = await signUp(t.app);
      await connectPlatform(t.app, cookie, platform);
      fake.state.failRevoke = true;
      const res = await call(t.app, 'DELETE', `/api/connections/${platform}`, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ revocation: 'failed' });
      expect(await row(user.id, platform)).toBeUndefined();
      const again = await call(t.app, 'DELETE', `/api/connections/${platform}`, { cookie });
      expect(again.json()).toEqual({ revocation: 'none' });
    },
  );

  it('deleting the account revokes its YouTube and TikTok grants at the platforms', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'youtube');
    await connectPlatform(t.app, cookie, 'tiktok');
    const youtube = await tokensOf(user.id, 'youtube');
    const tiktok = await tokensOf(user.id, 'tiktok');
    const res = await call(t.app, 'DELETE', '/api/account', { cookie });
    expect(res.statusCode, res.body).toBe(204);
    expect(fakes.google.state.revoked).toContain(youtube.refreshToken);
    expect(fakes.google.state.refreshTokens.has(youtube.refreshToken)).toBe(false);
    expect(fakes.tiktok.state.revoked).toContain(tiktok.accessToken);
    expect(fakes.tiktok.state.refreshTokens.has(tiktok.refreshToken)).toBe(false);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('deleting the account completes when the platforms cannot revoke', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'youtube');
    await connectPlatform(t.app, cookie, 'tiktok');
    const tiktok = await tokensOf(user.id, 'tiktok');
    fakes.google.state.failRevoke = true;
    fakes.tiktok.state.failRevoke = true;
    const res = await call(t.app, 'DELETE', '/api/account', { cookie });
    expect(res.statusCode, res.body).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await row(user.id, 'tiktok')).toBeUndefined();
    expect(fakes.tiktok.state.refreshTokens.has(tiktok.refreshToken)).toBe(true); // still granted there
  });
});

describe('Publishing setup as each role sees it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t.close());

  it('ordinary users learn only that a platform is not set up; administrators what to set', async () => {
    const owner = await signUp(t.app); // the first account: the owner
    const member = await signUp(t.app);
    const setups = async (cookie: string) =>
      (await call(t.app, 'GET', '/api/connections', { cookie }))
        .json()
        .connections.filter((c: { platform: string }) => c.platform !== 'wordpress')
        .map((c: { setup: unknown }) => c.setup);

    expect(await setups(member.cookie)).toEqual([{ configured: false }, { configured: false }]);
    const body = (await call(t.app, 'GET', '/api/connections', { cookie: member.cookie })).body;
    expect(body).not.toContain('GOOGLE_CLIENT_ID');
    expect(body).not.toContain('/callback');
    const start = await call(t.app, 'GET', '/api/connections/youtube/start', { cookie: member.cookie });
    expect(start.statusCode).toBe(409);
    expect(start.json().code).toBe('PLATFORM_NOT_CONFIGURED');
    expect(start.body).not.toContain('GOOGLE_CLIENT_ID');

    expect(await setups(owner.cookie)).toEqual([
      {
        configured: false,
        missing: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
        redirectUrl: 'http://localhost:3000/api/connections/youtube/callback',
      },
      {
        configured: false,
        missing: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
        redirectUrl: 'http://localhost:3000/api/connections/tiktok/callback',
      },
    ]);
  });
});
