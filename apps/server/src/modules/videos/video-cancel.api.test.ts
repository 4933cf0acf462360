import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerationRecord, VideoRecord } from '@forja/contracts';
import { creditAccounts, storedFiles } from '../../db/schema/index.js';
import { fakeRenderer, fakeSpeech } from '../../test/fakes/fake-media.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { cancelHooks } from '../../test/cancel-hooks.js';
import { createTestResolver } from '../../test/test-provider.js';
import { VIDEO } from '../../test/video-fixtures.js';
import { VIDEO_FILE_PURPOSE } from './video-files.js';
import { videoStudioFrom } from './videos.module.js';

/*
 * Cancelling a render (issue 21, items 3 and 20): whenever the cancel lands — mid-render, while
 * the MP4 is being stored, or at the very moment the render completes — the render is either
 * kept and charged, or cancelled with nothing charged, its files deleted, and no video in the
 * library (nor in its counter).
 */
describe.each(databaseKinds)('cancelling a video render on %s (pg-boss)', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  const renderer = fakeRenderer();
  const hooks = cancelHooks();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      queue: 'pg-boss',
      overrides: (s) => {
        const { files, generationEngine } = hooks.install(s);
        return {
          files,
          generationEngine,
          providerResolver: resolver,
          videoStudio: videoStudioFrom(
            { ...s, files, providerResolver: resolver },
            { renderer, speech: fakeSpeech() },
          ),
        };
      },
    });
    await signUp(t.app);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    hooks.reset();
    renderer.hang = false;
  });

  const start = async (cookie: string) => {
    const res = await call(t.app, 'POST', '/api/generations', {
      cookie,
      body: { kind: 'video', input: VIDEO },
    });
    expect(res.statusCode).toBe(202);
    return res.json<GenerationRecord>().id;
  };
  const cancel = (cookie: string, id: string) =>
    call(t.app, 'POST', `/api/generations/${id}/cancel`, { cookie });
  const record = async (cookie: string, id: string) =>
    (await call(t.app, 'GET', `/api/generations/${id}`, { cookie })).json<GenerationRecord>();
  const account = async (userId: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)))[0]!;
  const filesOf = (userId: string) =>
    t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, userId));

  /** Nothing charged, every file the render stored deleted, and no video in the library or its counter. */
  async function expectNothingLeft(cookie: string, userId: string, id: string) {
    expect(await record(cookie, id)).toMatchObject({ status: 'cancelled', output: null });
    expect(await account(userId)).toMatchObject({ balance: 50, held: 0, activeGenerations: 0 });
    // The scene images and the MP4 go as soon as the worker learns the render was not kept.
    await expect.poll(async () => (await filesOf(userId)).length, { timeout: 15_000 }).toBe(0);
    expect(
      (await call(t.app, 'GET', '/api/videos', { cookie })).json<{ items: VideoRecord[] }>().items,
    ).toEqual([]);
    expect((await call(t.app, 'GET', '/api/videos/count', { cookie })).json()).toEqual({ count: 0 });
  }

  it('mid-render: stops ffmpeg, charges nothing, deletes the scene images and lists no (red) video', async () => {
    renderer.hang = true;
    const { cookie, user } = await signUp(t.app);
    const id = await start(cookie);
    // Accepted: the library shows it as processing before any worker took it.
    const [processing] = (await call(t.app, 'GET', '/api/videos', { cookie })).json<{
      items: VideoRecord[];
    }>().items;
    expect(processing).toMatchObject({ status: 'processing', generationId: id, url: null });

    await expect.poll(() => renderer.requests.length, { timeout: 30_000 }).toBe(1);
    expect((await cancel(cookie, id)).json()).toMatchObject({ status: 'cancelled' });
    const request = renderer.requests[0]!;
    expect(request.signal?.aborted).toBe(true);
    await expect.poll(() => existsSync(request.workDir), { timeout: 10_000 }).toBe(false);

    await expectNothingLeft(cookie, user.id, id);
    // Not a failed card either: the video is gone from the library, its address a 404.
    expect((await call(t.app, 'GET', `/api/videos/${processing!.id}`, { cookie })).statusCode).toBe(404);
  });

  it('at the moment of completion (after the MP4 is stored, before the charge): nothing charged, nothing kept', async () => {
    const { cookie, user } = await signUp(t.app);
    hooks.beforeCapture = async (generationId) => {
      expect((await cancel(cookie, generationId)).json()).toMatchObject({ status: 'cancelled' });
    };
    const id = await start(cookie);
    await expect.poll(async () => (await record(cookie, id)).status, { timeout: 30_000 }).toBe('cancelled');
    await expectNothingLeft(cookie, user.id, id);
  });

  it('while the MP4 is being stored: the stored MP4 is deleted, not left behind unsaved', async () => {
    const { cookie, user } = await signUp(t.app);
    hooks.afterStore = async (file) => {
      if (file.contentType !== 'video/mp4') return;
      const generationId = (await call(t.app, 'GET', '/api/generations', { cookie })).json<{
        items: GenerationRecord[];
      }>().items[0]!.id;
      await cancel(cookie, generationId);
    };
    const id = await start(cookie);
    await expect.poll(async () => (await record(cookie, id)).status, { timeout: 30_000 }).toBe('cancelled');
    await expectNothingLeft(cookie, user.id, id);
  });

  it('an MP4 stored by a render whose process died (never kept) goes with the hourly cleanup; a kept one stays', async () => {
    const { cookie, user } = await signUp(t.app);
    const id = await start(cookie);
    await expect.poll(async () => (await record(cookie, id)).status, { timeout: 30_000 }).toBe('succeeded');
    const orphan = await t.services.files.store({
      userId: user.id,
      data: Buffer.from('an MP4 nobody kept'),
      contentType: 'video/mp4',
      purpose: VIDEO_FILE_PURPOSE,
      name: 'orphan',
    });
    await t.services.files.deleteExpired(0);
    expect((await call(t.app, 'GET', orphan.url)).statusCode).toBe(404);
    const [video] = (await call(t.app, 'GET', '/api/videos', { cookie })).json<{ items: VideoRecord[] }>()
      .items;
    expect((await call(t.app, 'GET', video!.url!)).statusCode).toBe(200);
  });

  it('a cancel that comes after the charge changes nothing: the video is kept, paid once', async () => {
    const { cookie, user } = await signUp(t.app);
    const id = await start(cookie);
    await expect.poll(async () => (await record(cookie, id)).status, { timeout: 30_000 }).toBe('succeeded');
    expect((await cancel(cookie, id)).json()).toMatchObject({ status: 'succeeded' });
    const [video] = (await call(t.app, 'GET', '/api/videos', { cookie })).json<{ items: VideoRecord[] }>()
      .items;
    expect(video).toMatchObject({ status: 'completed', generationId: id });
    expect((await call(t.app, 'GET', video!.url!)).statusCode).toBe(200);
    expect((await account(user.id)).held).toBe(0);
    expect((await account(user.id)).balance).toBeLessThan(50);
  });
});
