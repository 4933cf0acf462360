import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Calendar } from '@forja/contracts';
import { scheduledPosts } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { addLibraryVideo, connectPlatform, startFakePlatforms } from '../../test/platform-test-helpers.js';
import { libraryVideos } from '../publications/library-videos.js';
import { buildPublications } from '../publications/publications.module.js';
import { buildSchedules } from './schedules.module.js';
import { utcIn, waitForRow } from './schedule-test-helpers.js';

const tiktokFields = {
  caption: 'Morning bake #bread',
  privacyLevel: 'SELF_ONLY',
  allowComments: true,
  allowDuet: false,
  allowStitch: false,
};

describe.each(databaseKinds)('Scheduling videos to TikTok on %s', (kind) => {
  let t: TestApp;
  let fakes: Awaited<ReturnType<typeof startFakePlatforms>>;
  beforeAll(async () => {
    fakes = await startFakePlatforms();
    t = await createTestApp(kind, {
      env: fakes.env,
      // TikTok's status polled at once (it says "processing" twice), and the schedules on those publications.
      overrides: (s) => {
        const publications = buildPublications(s, libraryVideos(s.videos, s.files.storage), {
          retryDelaysMs: [],
          tiktokPolling: { intervalMs: 1, maxPolls: 10 },
        });
        return { ...publications, ...buildSchedules({ ...s, ...publications }) };
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });
  const schedule = (cookie: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/schedules', { cookie, body: { platform: 'tiktok', timeZone: 'UTC', ...body } });

  it('refuses options the creator info does not offer, writing nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'tiktok');
    fakes.tiktok.state.privacyLevelOptions = ['SELF_ONLY'];
    const videoId = (await addLibraryVideo(t, user.id)).id;
    const res = await schedule(cookie, {
      itemId: videoId,
      localTime: utcIn(3600),
      fields: { ...tiktokFields, privacyLevel: 'PUBLIC_TO_EVERYONE' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({ privacyLevel: ['not_offered'] });
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(scheduledPosts)
      .where(eq(scheduledPosts.userId, user.id));
    expect(rows?.n).toBe(0);
  });

  it('posts at its time with the fields chosen, once, and the calendar shows it published on time', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'tiktok');
    fakes.tiktok.state.privacyLevelOptions = ['SELF_ONLY'];
    const videoId = (await addLibraryVideo(t, user.id)).id;
    const postsBefore = fakes.tiktok.state.posts.size;
    const res = await schedule(cookie, { itemId: videoId, localTime: utcIn(2), fields: tiktokFields });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: string; at: string; mode: string; title: string };
    expect(created.mode).toBe('forja');
    expect(fakes.tiktok.state.posts.size).toBe(postsBefore); // nothing sent before its time

    const done = await waitForRow(t, created.id, (r) => r.status === 'published');
    expect(done.startedAt!.getTime()).toBeGreaterThanOrEqual(Date.parse(created.at) - 500);
    expect(done).toMatchObject({ attempts: 1, lateSeconds: null });
    expect(fakes.tiktok.state.posts.size).toBe(postsBefore + 1);
    const post = [...fakes.tiktok.state.posts.values()].at(-1)!;
    expect(post.postInfo).toMatchObject({
      title: 'Morning bake #bread',
      privacy_level: 'SELF_ONLY',
      is_aigc: true,
    });

    // One entry for the video: the schedule (its publication is not listed again as an immediate one).
    const calendar = await call(t.app, 'GET', `/api/schedules?itemId=${videoId}`, { cookie });
    const { entries } = calendar.json() as Calendar;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      scheduleId: created.id,
      status: 'published',
      // A private post has no public address: the account's, as an immediate publish gives.
      url: 'https://www.tiktok.com/@forja.tester',
      lateSeconds: null,
    });
  });
});
