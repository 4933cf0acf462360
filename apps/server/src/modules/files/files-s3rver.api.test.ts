import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedVoiceOver, VideoOutput, VideoRecord, VoiceOverOutput } from '@forja/contracts';
import { generationSettings, storedFiles } from '../../db/schema/index.js';
import { startFakeJson2Video, type FakeJson2Video } from '../../test/fakes/fake-json2video.js';
import { fakeRenderer, fakeSpeech } from '../../test/fakes/fake-media.js';
import { runGeneration } from '../../test/generate.js';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { startS3rver, type TestS3rver } from '../../test/s3rver.js';
import { VIDEO } from '../../test/video-fixtures.js';
import { videoStudioFrom } from '../videos/videos.module.js';
import { DELETE_EXPIRED_FILES_JOB } from './files.jobs.js';

/*
 * The whole server on s3rver, an S3 implementation that is not ours (the storage mode does
 * not depend on the database: PGlite only). Every file the studio makes lands in the bucket,
 * is served from it whole and in byte ranges, and leaves it with the item, the account or
 * the hourly cleanup. The bucket is checked through s3rver's own store.
 */
describe('stored files on s3rver', () => {
  let s3: TestS3rver;
  let t: TestApp;
  let json2video: FakeJson2Video;
  beforeAll(async () => {
    s3 = await startS3rver();
    json2video = await startFakeJson2Video();
    t = await createTestApp('pglite', {
      env: s3.env,
      overrides: (s) => ({
        videoStudio: videoStudioFrom(s, {
          renderer: fakeRenderer(),
          speech: fakeSpeech(),
          json2video: {
            baseUrl: json2video.url,
            apiKey: 'test-key',
            pollIntervalMs: 5,
            pollMaxIntervalMs: 20,
          },
        }),
      }),
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await json2video.close();
  });

  const keyOf = (url: string) => url.replace(/^\/files\//, '');
  const inBucket = (url: string) => s3.has(keyOf(url));

  it('puts a generated image in the bucket, serves it whole and in ranges, and the cleanup removes it', async () => {
    const { cookie } = await signUp(t.app);
    const res = await runGeneration(t.app, 'image', {
      cookie,
      body: { prompt: 'Red kite over a valley', resolution: '512x512' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url, fileId } = res.json<{ url: string; fileId: string }>();
    expect(url).toMatch(/^\/files\//);
    expect(await inBucket(url)).toBe(true);

    const whole = await call(t.app, 'GET', url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'image/png', 'accept-ranges': 'bytes' });
    const bytes = whole.rawPayload;
    const size = bytes.length;
    expect(whole.headers['content-length']).toBe(String(size));

    const first = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers).toMatchObject({ 'content-range': `bytes 0-99/${size}`, 'content-length': '100' });
    expect(first.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
    const rest = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-' } });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(rest.rawPayload.equals(bytes.subarray(100))).toBe(true);
    const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));

    // Unsaved and an hour old: the cleanup job removes the object and the row.
    await t.database.db
      .update(storedFiles)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(storedFiles.id, fileId));
    await t.services.jobs.send(DELETE_EXPIRED_FILES_JOB, {});
    expect(await inBucket(url)).toBe(false);
    expect((await call(t.app, 'GET', url)).statusCode).toBe(404);
  });

  it('deleting a video removes its MP4 and its poster from the bucket', async () => {
    const { cookie } = await signUp(t.app);
    const res = await runGeneration(t.app, 'video', { cookie, body: VIDEO });
    expect(res.statusCode, res.body).toBe(200);
    const { videoId } = res.json<VideoOutput>();
    const video = (await call(t.app, 'GET', `/api/videos/${videoId}`, { cookie })).json<VideoRecord>();
    const urls = [video.url!, video.posterUrl!];
    for (const url of urls) expect(await inBucket(url), url).toBe(true);
    const mp4 = await t.app.inject({ method: 'GET', url: video.url!, headers: { range: 'bytes=0-7' } });
    expect(mp4.statusCode).toBe(206);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    expect(mp4.rawPayload.length).toBe(8);

    expect((await call(t.app, 'DELETE', `/api/videos/${videoId}`, { cookie })).statusCode).toBe(204);
    for (const url of urls) expect(await inBucket(url), url).toBe(false);
  });

  it('a video JSON2Video rendered is copied into the bucket and served from it', async () => {
    const useRenderer = (choice: string) =>
      t.database.db
        .update(generationSettings)
        .set({ videoRenderer: choice })
        .where(eq(generationSettings.id, 1));
    await useRenderer('json2video');
    try {
      const { cookie } = await signUp(t.app);
      const res = await runGeneration(t.app, 'video', { cookie, body: VIDEO });
      expect(res.statusCode, res.body).toBe(200);
      const video = (
        await call(t.app, 'GET', `/api/videos/${res.json<VideoOutput>().videoId}`, { cookie })
      ).json<VideoRecord>();
      expect(video).toMatchObject({ source: 'json2video', fileSource: 'storage' });
      expect(await inBucket(video.url!)).toBe(true);
      const served = await t.app.inject({ method: 'GET', url: video.url!, headers: { range: 'bytes=0-7' } });
      expect(served.statusCode).toBe(206);
      expect(served.headers['content-type']).toBe('video/mp4');
    } finally {
      await useRenderer('auto');
    }
  });

  it('deleting a voice-over removes its MP3 and WAV from the bucket', async () => {
    const { cookie } = await signUp(t.app);
    const made = await runGeneration(t.app, 'voiceOver', {
      cookie,
      body: { text: 'Marea este liniștită.', voice: 'ro-RO-AlinaNeural' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { generationId } = made.json<VoiceOverOutput & { generationId: string }>();
    const saved = await call(t.app, 'POST', '/api/voice-overs', { cookie, body: { generationId } });
    expect(saved.statusCode, saved.body).toBe(201);
    const voiceOver = saved.json<SavedVoiceOver>();
    const urls = [voiceOver.mp3Url!, voiceOver.wavUrl!];
    for (const url of urls) expect(await inBucket(url), url).toBe(true);
    const mp3 = await call(t.app, 'GET', `/api/voice-overs/${voiceOver.id}/download/mp3`, { cookie });
    expect(mp3.statusCode).toBe(200);
    expect(mp3.headers['content-disposition']).toMatch(/^attachment; filename=".+\.mp3"$/);

    expect((await call(t.app, 'DELETE', `/api/voice-overs/${voiceOver.id}`, { cookie })).statusCode).toBe(
      204,
    );
    for (const url of urls) expect(await inBucket(url), url).toBe(false);
  });

  it("deleting the account removes the user's objects from the bucket", async () => {
    const { cookie } = await signUp(t.app);
    const made = await runGeneration(t.app, 'image', {
      cookie,
      body: { prompt: 'A quiet harbour', resolution: '512x512' },
    });
    const { url } = made.json<{ url: string }>();
    expect(await inBucket(url)).toBe(true);
    expect((await call(t.app, 'DELETE', '/api/account', { cookie })).statusCode).toBe(204);
    expect(await inBucket(url)).toBe(false);
  });
});
