import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  videoRenderCost,
  videoRequestSchema,
  type GenerationRecord,
  type VideoOutput,
  type VideoRecord,
} from '@forja/contracts';
import { creditAccounts, generations, storedFiles } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { fakeRenderer, fakeSpeech } from '../../test/fakes/fake-media.js';
import { createTestResolver } from '../../test/test-provider.js';
import { scenes, VIDEO } from '../../test/video-fixtures.js';
import { videoStudioFrom } from './videos.module.js';

const COST = videoRenderCost(videoRequestSchema.parse(VIDEO));

describe.each(databaseKinds)('the video render on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  const renderer = fakeRenderer();
  const speech = fakeSpeech();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      overrides: (s) => ({
        providerResolver: resolver,
        videoStudio: videoStudioFrom({ ...s, providerResolver: resolver }, { renderer, speech }),
      }),
    });
    await signUp(t.app);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    renderer.requests.length = 0;
    renderer.failWith = null;
    renderer.during = undefined;
    speech.texts.length = 0;
    speech.failWith = null;
    resolver.use(null);
    resolver.calls = 0;
  });

  const account = async (userId: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)))[0]!;
  const start = (cookie: string, input: unknown = VIDEO) =>
    call(t.app, 'POST', '/api/generations', { cookie, body: { kind: 'video', input } });
  const record = async (id: string, cookie: string) =>
    (await call(t.app, 'GET', `/api/generations/${id}`, { cookie })).json<GenerationRecord>();
  const videos = async (cookie: string) =>
    (await call(t.app, 'GET', '/api/videos', { cookie })).json<{ items: VideoRecord[] }>().items;

  it('renders: scene images, narration, encoding, stored MP4; the library row completes and the cost is captured', async () => {
    const { cookie, user } = await signUp(t.app);
    const stages: unknown[] = [];
    renderer.during = async () => {
      const [row] = await t.database.db.select().from(generations).where(eq(generations.userId, user.id));
      stages.push(row!.stage);
    };
    const res = await start(cookie);
    expect(res.statusCode).toBe(202);
    const done = await record(res.json<GenerationRecord>().id, cookie);
    expect(done).toMatchObject({ kind: 'video', status: 'succeeded', cost: COST, error: null });
    const output = done.output as VideoOutput;
    expect(output.url).toMatch(/^\/files\/[0-9a-f]{32}\/the-last-lighthouse-keeper\.mp4$/);

    // Real stages: the generation was encoding while ffmpeg ran.
    expect(stages).toEqual([{ name: 'encoding' }]);
    // Three scene images from the image provider, narration per scene with the chosen voice.
    expect(resolver.calls).toBe(3);
    const request = renderer.requests[0]!;
    expect(request.scenes).toHaveLength(3);
    expect(request.preset).toBe('instagram-story');
    expect(request.subtitles).toEqual({ style: 'classic', position: 'bottom-center', font: 'roboto' });
    expect(request.scenes.every((s) => s.narration && existsSync(s.visual.path) === false)).toBe(true);
    expect(speech.texts.map((x) => x.voice)).toEqual(Array(3).fill('en-US-BrianMultilingualNeural'));
    // The scratch folder is gone.
    expect(existsSync(request.workDir)).toBe(false);

    const [video] = await videos(cookie);
    expect(video).toMatchObject({
      id: output.videoId,
      title: 'The last lighthouse keeper',
      prompt: 'A short story',
      status: 'completed',
      source: 'local',
      fileSource: 'storage',
      url: output.url,
      resolution: 'instagram-story',
      scenesCount: 3,
      error: null,
    });
    expect(video!.posterUrl).toMatch(/^\/files\/.+\.png$/);
    expect(video!.fileSize).toBe(output.sizeBytes);
    expect((await call(t.app, 'GET', output.url)).statusCode).toBe(200);
    expect(await account(user.id)).toMatchObject({ balance: 50 - COST, held: 0, activeGenerations: 0 });
  });

  it('without audio there is no narration and scenes keep their seconds', async () => {
    const { cookie } = await signUp(t.app);
    const res = await start(cookie, { ...VIDEO, withAudio: false, secondsPerScene: 7 });
    expect((await record(res.json<GenerationRecord>().id, cookie)).status).toBe('succeeded');
    expect(speech.texts).toHaveLength(0);
    expect(renderer.requests[0]!.scenes.map((s) => [s.seconds, s.narration])).toEqual(
      Array(3).fill([7, undefined]),
    );
  });

  it('a voice in another language than the one chosen speaks the chosen language', async () => {
    const { cookie } = await signUp(t.app);
    await start(cookie, { ...VIDEO, voice: 'en-US-JennyNeural', language: 'es' });
    expect(speech.texts.map((x) => x.voice)).toEqual(['es', 'es', 'es']);
  });

  it("reuses a previewed scene image instead of making it again; someone else's file is not used", async () => {
    const { cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    const preview = await call(t.app, 'POST', '/api/videos/scene-image', {
      cookie,
      body: { imagePrompt: VIDEO.scenes[0]!.imagePrompt, imageStyle: 'anime' },
    });
    expect(preview.statusCode).toBe(200);
    const { fileId } = preview.json<{ fileId: string }>();
    resolver.calls = 0;
    const withPreview = {
      ...VIDEO,
      scenes: VIDEO.scenes.map((s, i) => (i === 0 ? { ...s, imageFileId: fileId } : s)),
    };
    const res = await start(cookie, withPreview);
    const output = (await record(res.json<GenerationRecord>().id, cookie)).output as VideoOutput;
    expect(resolver.calls).toBe(2);
    const [video] = await videos(cookie);
    expect(video!.id).toBe(output.videoId);
    // Its poster is a copy of that previewed image, kept with the video; the preview itself is
    // never kept (it goes with its hour).
    const previewUrl = preview.json<{ url: string }>().url;
    expect(video!.posterUrl).toBeTruthy();
    expect(video!.posterUrl).not.toBe(previewUrl);
    const poster = await call(t.app, 'GET', video!.posterUrl!);
    expect(poster.rawPayload.equals((await call(t.app, 'GET', previewUrl)).rawPayload)).toBe(true);
    const [previewFile] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    expect(previewFile).toMatchObject({ saved: false, purpose: 'scene-image-preview' });

    resolver.calls = 0;
    const res2 = await start(other.cookie, withPreview);
    expect((await record(res2.json<GenerationRecord>().id, other.cookie)).status).toBe('succeeded');
    expect(resolver.calls).toBe(3);
  });

  it('a render that fails costs nothing and stays in the library as failed with its reason', async () => {
    const { cookie, user } = await signUp(t.app);
    renderer.failWith = new Error('ffmpeg exited with code 1');
    const res = await start(cookie);
    const done = await record(res.json<GenerationRecord>().id, cookie);
    expect(done).toMatchObject({ status: 'failed', error: { code: 'RENDER_FAILED' } });
    const [video] = await videos(cookie);
    expect(video).toMatchObject({
      status: 'failed',
      url: null,
      fileSource: null,
      error: { code: 'RENDER_FAILED' },
    });
    expect(await account(user.id)).toMatchObject({ balance: 50, held: 0, activeGenerations: 0 });
    expect(existsSync(renderer.requests[0]!.workDir)).toBe(false);
  });

  it('a narration that fails is SPEECH_FAILED, nothing charged', async () => {
    const { cookie, user } = await signUp(t.app);
    speech.failWith = new Error('espeak-ng crashed');
    const done = await record((await start(cookie)).json<GenerationRecord>().id, cookie);
    expect(done.error?.code).toBe('SPEECH_FAILED');
    expect(renderer.requests).toHaveLength(0);
    expect(await account(user.id)).toMatchObject({ balance: 50, held: 0 });
    expect((await videos(cookie))[0]!.status).toBe('failed');
  });

  it('the same render asked twice within 2 s starts once; a different one starts again', async () => {
    const { cookie, user } = await signUp(t.app);
    // A double submit: both at once (the test queue renders inside the request, so not one after the other).
    const [firstRes, second] = await Promise.all([start(cookie), start(cookie)]);
    const first = firstRes.json<GenerationRecord>();
    expect(second.statusCode).toBe(202);
    expect(second.json<GenerationRecord>().id).toBe(first.id);
    expect(await videos(cookie)).toHaveLength(1);
    expect(renderer.requests).toHaveLength(1);
    expect(await account(user.id)).toMatchObject({ balance: 50 - COST });
    // Another user's identical request is theirs.
    const other = await signUp(t.app);
    expect((await start(other.cookie)).json<GenerationRecord>().id).not.toBe(first.id);
    // A changed draft is a new render (with credits for a second one).
    await t.database.db
      .update(creditAccounts)
      .set({ balance: 100 })
      .where(eq(creditAccounts.userId, user.id));
    const changed = await start(cookie, { ...VIDEO, videoTitle: 'The first lighthouse keeper' });
    expect(changed.json<GenerationRecord>().id).not.toBe(first.id);
    expect(await videos(cookie)).toHaveLength(2);
  });

  it('refuses a render the credits cannot pay and a bad draft, creating nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    const expensive = { ...VIDEO, imageModel: 'flux-pro', secondsPerScene: 10, scenes: scenes(10) };
    const res = await start(cookie, expensive);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      details: { required: 185, available: 50 },
    });
    for (const bad of [
      { ...VIDEO, scenes: scenes(2) },
      { ...VIDEO, scenes: scenes(11) },
      { ...VIDEO, videoTitle: ' ' },
      { ...VIDEO, secondsPerScene: 11 },
      { ...VIDEO, scenes: [{ ...VIDEO.scenes[0], voiceOverText: 'short' }, ...VIDEO.scenes.slice(1)] },
      { ...VIDEO, scenes: VIDEO.scenes.map((s) => ({ ...s, imageFileId: 'nope' })) },
    ]) {
      const answer = await start(cookie, bad);
      expect(answer.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await videos(cookie)).toHaveLength(0);
    expect(await account(user.id)).toMatchObject({ balance: 50, held: 0 });
  });
});
