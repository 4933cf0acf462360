import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../../app.js';
import { PgBossQueue } from '../../jobs/pg-boss-queue.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { addLibraryVideo, connectPlatform, startFakePlatforms } from '../../test/platform-test-helpers.js';
import { buildSchedules } from './schedules.module.js';
import { scheduleRow, utcIn, waitForNotification, waitForRow } from './schedule-test-helpers.js';

const youtubeFields = {
  title: 'Morning bake',
  description: 'How the bread is made',
  tags: ['bakery'],
  privacy: 'unlisted',
  madeForKids: false,
  containsSyntheticMedia: true,
};

describe.each(databaseKinds)('Scheduling videos to YouTube with the real queue on %s', (kind) => {
  let t: TestApp;
  let second: PgBossQueue | null = null;
  let fakes: Awaited<ReturnType<typeof startFakePlatforms>>;
  beforeAll(async () => {
    fakes = await startFakePlatforms();
    t = await createTestApp(kind, {
      env: fakes.env,
      queue: 'pg-boss',
      overrides: (s) => buildSchedules(s, { lateAfterSeconds: 1 }),
    });
  });
  afterAll(async () => {
    await second?.stop();
    await t.close();
    await fakes.close();
  });
  const uploadsOf = (title: string) =>
    [...fakes.google.state.uploads.values()].filter(
      (u) => (u.metadata as { snippet?: { title?: string } } | undefined)?.snippet?.title === title,
    );
  const scheduleVideo = async (cookie: string, userId: string, seconds: number, title: string) => {
    const videoId = (await addLibraryVideo(t, userId)).id;
    const res = await call(t.app, 'POST', '/api/schedules', {
      cookie,
      body: {
        platform: 'youtube',
        itemId: videoId,
        localTime: utcIn(seconds),
        timeZone: 'UTC',
        fields: { ...youtubeFields, title },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; at: string };
  };

  it('publishes once at its time (not before) with two workers running', async () => {
    second = await PgBossQueue.start(t.database, pino({ level: 'silent' }));
    await startWorkers({ ...t.services, jobs: second });
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'youtube');
    const created = await scheduleVideo(cookie, user.id, 5, 'Twice watched');
    const done = await waitForRow(t, created.id, (r) => r.status === 'published', 30_000);
    expect(done.startedAt!.getTime()).toBeGreaterThanOrEqual(Date.parse(created.at) - 500);
    expect(done.attempts).toBe(1);
    expect(done.url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    expect(uploadsOf('Twice watched')).toHaveLength(1);
    await second.stop();
    second = null;
  });

  it('a revoked token fails at once, with a notification', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'youtube');
    fakes.google.state.refreshTokens.clear();
    fakes.google.state.accessTokens.clear();
    const created = await scheduleVideo(cookie, user.id, 3, 'Revoked');
    const done = await waitForRow(t, created.id, (r) => r.status === 'failed');
    expect(done).toMatchObject({ attempts: 1, errorCode: 'PLATFORM_RECONNECT_REQUIRED' });
    const note = await waitForNotification(t, created.id);
    expect(note).toMatchObject({ kind: 'schedule_failed', errorCode: 'PLATFORM_RECONNECT_REQUIRED' });
    expect(uploadsOf('Revoked')).toHaveLength(0);

    // Reconnected, Retry publishes it now, its tries counted afresh; a published one is 409.
    await connectPlatform(t.app, cookie, 'youtube');
    const retried = await call(t.app, 'POST', `/api/schedules/${created.id}/retry`, { cookie });
    expect(retried.statusCode, retried.body).toBe(200);
    const published = await waitForRow(t, created.id, (r) => r.status === 'published');
    expect(published).toMatchObject({ attempts: 1, errorCode: null });
    expect(uploadsOf('Revoked')).toHaveLength(1);
    const again = await call(t.app, 'POST', `/api/schedules/${created.id}/retry`, { cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SCHEDULE_NOT_EDITABLE', details: { status: 'published' } });
  });

  it('a restart across its time publishes it late, once', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'youtube');
    const created = await scheduleVideo(cookie, user.id, 3, 'After the restart');
    await t.services.jobs.stop(); // the process goes down before its time
    // Down past its time (the row says it is due; no process is running jobs).
    await waitForRow(
      t,
      created.id,
      (r) => r.dueAt.getTime() + 2000 < Date.now() && r.status === 'scheduled',
      10_000,
    );
    second = await PgBossQueue.start(t.database, pino({ level: 'silent' }));
    await startWorkers({ ...t.services, jobs: second });
    const done = await waitForRow(t, created.id, (r) => r.status === 'published', 30_000);
    expect(done.lateSeconds).toBeGreaterThanOrEqual(2);
    expect(uploadsOf('After the restart')).toHaveLength(1);
    const entry = await call(t.app, 'GET', `/api/schedules/${created.id}`, { cookie });
    expect(entry.json()).toMatchObject({ status: 'published', lateSeconds: done.lateSeconds });
    expect((await scheduleRow(t, created.id)).attempts).toBe(1);
  });
});
