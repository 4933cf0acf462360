import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthPlatform } from '@forja/contracts';
import { publications, publishCounts } from '../db/schema/index.js';
import { libraryVideos } from '../modules/publications/library-videos.js';
import { buildPublications } from '../modules/publications/publications.module.js';
import { articleBody } from './articles-test-helpers.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from './harness.js';
import { addLibraryVideo, connectPlatform, startFakePlatforms } from './platform-test-helpers.js';
import { publishingFixture } from './publish-test-setup.js';

/*
 * Publishing when many requests arrive at once (a double click, two tabs, a script): the
 * guard that lets a video go to a platform once, and the daily cap per user, each decided by
 * the database, so exactly the allowed number of uploads leaves the studio.
 */

const DAILY_LIMIT = 4;
const AT_ONCE = 10;

const bodies: Record<OAuthPlatform, object> = {
  youtube: {
    platform: 'youtube',
    title: 'Morning bake',
    description: '',
    tags: [],
    privacy: 'private',
    madeForKids: false,
    containsSyntheticMedia: true,
  },
  tiktok: {
    platform: 'tiktok',
    caption: 'Morning bake',
    privacyLevel: 'SELF_ONLY',
    allowComments: false,
    allowDuet: false,
    allowStitch: false,
  },
};

describe.each(databaseKinds)('Concurrent video publishing on %s', (kind) => {
  let t: TestApp;
  let fakes: Awaited<ReturnType<typeof startFakePlatforms>>;
  beforeAll(async () => {
    fakes = await startFakePlatforms();
    t = await createTestApp(kind, {
      env: {
        ...fakes.env,
        PUBLISH_RATE_LIMIT_PER_MINUTE: '1000',
        PUBLISH_LIMIT_PER_USER_PER_DAY: String(DAILY_LIMIT),
      },
      overrides: (s) =>
        buildPublications(s, libraryVideos(s.videos, s.files.storage), {
          retryDelaysMs: [],
          tiktokPolling: { intervalMs: 1, maxPolls: 10 },
        }),
    });
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });

  const publish = (cookie: string, videoId: string, platform: OAuthPlatform) =>
    call(t.app, 'POST', `/api/videos/${videoId}/publications`, { cookie, body: bodies[platform] });
  const uploadsAt = (platform: OAuthPlatform) =>
    platform === 'youtube' ? fakes.google.state.uploads.size : fakes.tiktok.state.posts.size;
  const rowsOf = (videoId: string) =>
    t.database.db.select().from(publications).where(eq(publications.videoId, videoId));

  it.each(['youtube', 'tiktok'] as const)(
    '%s: 10 first publishes of one video at once make exactly one publication and one upload',
    async (platform) => {
      const { cookie, user } = await signUp(t.app);
      await connectPlatform(t.app, cookie, platform);
      const video = await addLibraryVideo(t, user.id, { size: 200_000, durationSeconds: 5 });
      const uploads = uploadsAt(platform);

      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () => publish(cookie, video.id, platform)),
      );
      const statuses = answers.map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 202),
        answers.map((r) => r.body).join('\n'),
      ).toHaveLength(1);
      // The others were told why: one is on its way, or it is there already.
      for (const refused of answers.filter((r) => r.statusCode !== 202)) {
        expect(refused.statusCode).toBe(409);
        expect(['PUBLICATION_IN_PROGRESS', 'ALREADY_PUBLISHED']).toContain(refused.json().code);
      }
      expect(await rowsOf(video.id)).toHaveLength(1);
      expect(uploadsAt(platform)).toBe(uploads + 1);
    },
  );

  it('the daily cap: 10 publishes of different videos at once, exactly the cap goes out', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'youtube');
    await connectPlatform(t.app, cookie, 'tiktok');
    const videos = await Promise.all(
      Array.from({ length: AT_ONCE }, () => addLibraryVideo(t, user.id, { size: 50_000 })),
    );
    const uploads = uploadsAt('youtube');

    const answers = await Promise.all(videos.map((v) => publish(cookie, v.id, 'youtube')));
    expect(answers.filter((r) => r.statusCode === 202)).toHaveLength(DAILY_LIMIT);
    const refused = answers.filter((r) => r.statusCode !== 202);
    expect(refused).toHaveLength(AT_ONCE - DAILY_LIMIT);
    for (const r of refused) {
      expect(r.statusCode).toBe(429);
      expect(r.json()).toMatchObject({ code: 'PUBLISH_DAILY_LIMIT', details: { limit: DAILY_LIMIT } });
    }
    expect(uploadsAt('youtube')).toBe(uploads + DAILY_LIMIT);
    const [counted] = await t.database.db
      .select()
      .from(publishCounts)
      .where(eq(publishCounts.userId, user.id));
    expect(counted).toMatchObject({ platform: 'youtube', count: DAILY_LIMIT });

    // Which publishes the cap refused depends on the race: go on with one of those videos.
    const notPublished = videos[answers.findIndex((r) => r.statusCode === 429)]!;
    // The cap is per platform: TikTok is still open today.
    expect((await publish(cookie, notPublished.id, 'tiktok')).statusCode).toBe(202);
    // Another user has a cap of their own.
    const other = await signUp(t.app);
    await connectPlatform(t.app, other.cookie, 'youtube');
    const theirs = await addLibraryVideo(t, other.user.id);
    expect((await publish(other.cookie, theirs.id, 'youtube')).statusCode).toBe(202);
    // A new day (UTC) starts a new count.
    await t.database.db
      .update(publishCounts)
      .set({ day: sql`${publishCounts.day} - 1` })
      .where(eq(publishCounts.userId, user.id));
    expect((await publish(cookie, notPublished.id, 'youtube')).statusCode).toBe(202);
  });
});

describe.each(databaseKinds)('Concurrent WordPress publishing on %s', (kind) => {
  const { fixture, connectedUser } = publishingFixture(kind);

  it('10 publishes of a saved article at once make one post (the others update it)', async () => {
    const { t, wp } = fixture;
    const { cookie } = await connectedUser();
    const id = (await call(t.app, 'POST', '/api/articles', { cookie, body: articleBody() })).json().id;
    const posts = wp.posts.length;
    wp.delayMs = 20;
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        call(t.app, 'POST', `/api/articles/${id}/publish`, { cookie, body: {} }),
      ),
    );
    expect(
      answers.map((r) => r.statusCode),
      answers.map((r) => r.body).join('\n'),
    ).toEqual(Array(AT_ONCE).fill(200));
    expect(new Set(answers.map((r) => r.json().postId)).size).toBe(1);
    expect(wp.posts.length).toBe(posts + 1);
  });
});
