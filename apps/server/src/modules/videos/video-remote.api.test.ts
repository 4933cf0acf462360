import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerationRecord, VideoRecord } from '@forja/contracts';
import { creditAccounts, generationSettings } from '../../db/schema/index.js';
import { createWebhookProvider } from '../../integrations/generation/index.js';
import { createUrlGuard } from '../../lib/url-guard.js';
import { startFakeJson2Video, type FakeJson2Video } from '../../test/fakes/fake-json2video.js';
import { fakeMediaLibrary } from '../../test/fakes/fake-media-library.js';
import { startTestServer, type TestServer } from '../../test/fakes/test-server.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { createTestResolver } from '../../test/test-provider.js';
import { VIDEO } from '../../test/video-fixtures.js';
import { videoStudioFrom } from './videos.module.js';

describe.each(databaseKinds)('videos rendered elsewhere on %s', (kind) => {
  let t: TestApp;
  let fake: FakeJson2Video;
  let automation: TestServer;
  const resolver = createTestResolver();
  let key: string | null = 'test-key';
  const mediaLibrary = fakeMediaLibrary(() => t.services.files);
  beforeAll(async () => {
    fake = await startFakeJson2Video();
    automation = await startTestServer();
    t = await createTestApp(kind, {
      overrides: (s) => ({
        providerResolver: resolver,
        videoStudio: videoStudioFrom(
          { ...s, providerResolver: resolver },
          {
            mediaLibrary,
            json2video: {
              baseUrl: fake.url,
              pollIntervalMs: 5,
              pollMaxIntervalMs: 20,
              get apiKey() {
                return key!;
              },
            },
          },
        ),
      }),
    });
    await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await automation.close();
  });
  beforeEach(() => {
    fake.scenario = 'done';
    fake.statusChecks = 0;
    key = 'test-key';
    resolver.use(null);
  });

  const renderer = (choice: string) =>
    t.database.db
      .update(generationSettings)
      .set({ videoRenderer: choice })
      .where(eq(generationSettings.id, 1));
  const balance = async (userId: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)))[0]!;
  const render = async (cookie: string, videoTitle = VIDEO.videoTitle) => {
    const res = await call(t.app, 'POST', '/api/generations', {
      cookie,
      body: { kind: 'video', input: { ...VIDEO, videoTitle } },
    });
    expect(res.statusCode).toBe(202);
    return (
      await call(t.app, 'GET', `/api/generations/${res.json<GenerationRecord>().id}`, { cookie })
    ).json<GenerationRecord>();
  };
  const library = async (cookie: string) =>
    (await call(t.app, 'GET', '/api/videos', { cookie })).json<{ items: VideoRecord[] }>().items;

  it('JSON2Video renders, the MP4 is copied into storage, and only then is the video paid', async () => {
    await renderer('json2video');
    const { cookie, user } = await signUp(t.app);
    const done = await render(cookie);
    expect(done).toMatchObject({ status: 'succeeded', error: null });
    expect(fake.movies).toHaveLength(1);
    const [video] = await library(cookie);
    expect(video).toMatchObject({
      status: 'completed',
      source: 'json2video',
      fileSource: 'storage',
      projectId: `p${fake.movies.length}`,
      duration: 16.5,
    });
    expect(video!.url).toMatch(/^\/files\/.+\.mp4$/);
    expect((await call(t.app, 'GET', video!.url!)).statusCode).toBe(200);
    expect(await balance(user.id)).toMatchObject({ balance: 50 - done.cost, held: 0 });
  });

  /** A draft with the user's still (scene 1), clip (scene 2, from 3 s) and a track at 20 %. */
  async function mediaDraft(userId: string) {
    const still = await mediaLibrary.addItem(userId, {
      type: 'image',
      data: Buffer.from('ffd8ffe0', 'hex'),
      contentType: 'image/jpeg',
    });
    const clip = await mediaLibrary.addItem(userId, {
      type: 'video',
      data: Buffer.from('000000186674797069736f6d', 'hex'),
      contentType: 'video/mp4',
      durationSeconds: 12,
    });
    const track = await mediaLibrary.addTrack(userId, userId, Buffer.from('494433', 'hex'));
    const [a, b, c] = VIDEO.scenes;
    const input = {
      ...VIDEO,
      withAudio: false,
      scenes: [
        { ...a!, media: { kind: 'media', mediaId: still.id }, seconds: 6, transition: 'wipe-left' },
        { ...b!, media: { kind: 'media', mediaId: clip.id, startSeconds: 3, fit: 'loop' } },
        c!,
      ],
      music: { trackId: track.id, volume: 20 },
    };
    return input;
  }

  it("JSON2Video gets the user's still, clip and music at public addresses, each scene's seconds and transition", async () => {
    await renderer('json2video');
    const { cookie, user } = await signUp(t.app);
    const input = await mediaDraft(user.id);
    const res = await call(t.app, 'POST', '/api/generations', { cookie, body: { kind: 'video', input } });
    expect(res.statusCode, res.body).toBe(202);
    const done = await call(t.app, 'GET', `/api/generations/${res.json<GenerationRecord>().id}`, { cookie });
    expect(done.json<GenerationRecord>().status).toBe('succeeded');
    const movie = fake.movies.at(-1) as {
      scenes: { duration?: number; transition?: unknown; elements: Record<string, unknown>[] }[];
      elements: Record<string, unknown>[];
    };
    const publicFile = expect.stringMatching(/^https?:\/\/[^/]+\/files\/[0-9a-f]{32}\//);
    expect(movie.scenes[0]!.elements[0]).toEqual({ type: 'image', src: publicFile });
    expect(movie.scenes[1]!.elements[0]).toMatchObject({ type: 'video', src: publicFile, seek: 3, loop: -1 });
    expect(movie.scenes[2]!.elements[0]).toMatchObject({ type: 'image', prompt: expect.any(String) });
    expect(movie.scenes.map((s) => s.duration)).toEqual([6, 5, 5]);
    expect(movie.scenes[1]!.transition).toEqual({ style: 'wipeleft', duration: 0.5 });
    expect(movie.elements).toContainEqual(
      expect.objectContaining({ type: 'audio', src: publicFile, volume: 0.2 }),
    );
    // The address serves the file.
    const src = String(movie.scenes[0]!.elements[0]!.src);
    expect((await call(t.app, 'GET', new URL(src).pathname)).statusCode).toBe(200);
  });

  it('an expired link fails the render with the Expired badge; a failed render at JSON2Video costs nothing', async () => {
    await renderer('json2video');
    const { cookie, user } = await signUp(t.app);
    fake.scenario = 'expired';
    expect((await render(cookie)).error?.code).toBe('VIDEO_LINK_EXPIRED');
    expect((await library(cookie))[0]).toMatchObject({ status: 'failed', fileSource: 'expired', url: null });
    fake.scenario = 'error';
    fake.statusChecks = 0;
    expect((await render(cookie, 'Second try')).error?.code).toBe('RENDER_FAILED');
    fake.scenario = 'html';
    expect((await render(cookie, 'Third try')).error?.code).toBe('HTML_RESPONSE');
    expect(await balance(user.id)).toMatchObject({ balance: 50, held: 0 });
    expect((await library(cookie)).map((v) => v.status)).toEqual(['failed', 'failed', 'failed']);
  });

  it('JSON2Video chosen without a key fails clearly and costs nothing', async () => {
    await renderer('json2video');
    key = null;
    const { cookie, user } = await signUp(t.app);
    expect((await render(cookie)).error?.code).toBe('JSON2VIDEO_NOT_CONFIGURED');
    expect(await balance(user.id)).toMatchObject({ balance: 50, held: 0 });
  });

  it("the video webhook gets generate_video with the draft; its video_url's file is fetched and stored", async () => {
    await renderer('webhook');
    resolver.use(
      createWebhookProvider({
        urls: { video: `${automation.url}/hook` },
        urlGuard: createUrlGuard({ privateHosts: 'any' }),
      }),
      ['127.0.0.1'],
    );
    automation.reply({
      status: 200,
      body: JSON.stringify({ message: { content: { video_url: `${fake.url}/files/w.mp4` } } }),
    });
    const { cookie } = await signUp(t.app);
    const done = await render(cookie);
    expect(done.status).toBe('succeeded');
    const sent = automation.requests.at(-1)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      action: 'generate_video',
      videoTitle: VIDEO.videoTitle,
      numberOfScenes: 3,
      voice: 'en-US-BrianMultilingualNeural',
      subtitleStyle: 'classic',
      music: null,
    });
    expect((sent.scenes as unknown[])[0]).toEqual({
      imagePrompt: VIDEO.scenes[0]!.imagePrompt,
      voiceOverText: VIDEO.scenes[0]!.voiceOverText,
      keywords: [],
      seconds: 5,
      voice: 'en-US-BrianMultilingualNeural',
      transition: 'fade',
      media: { type: 'generated' },
    });
    expect((await library(cookie))[0]).toMatchObject({
      status: 'completed',
      source: 'webhook',
      fileSource: 'storage',
    });

    // The user's files go at public addresses, with each scene's seconds, voice and transition.
    const owner = await signUp(t.app);
    const input = await mediaDraft(owner.user.id);
    const res = await call(t.app, 'POST', '/api/generations', {
      cookie: owner.cookie,
      body: { kind: 'video', input },
    });
    expect(res.statusCode, res.body).toBe(202);
    const media = automation.requests.at(-1)!.body as {
      scenes: Record<string, unknown>[];
      music: unknown;
      duration: number;
    };
    const publicFile = expect.stringMatching(/^https?:\/\/[^/]+\/files\/[0-9a-f]{32}\//);
    expect(media.scenes.map((s) => s.media)).toEqual([
      { type: 'image', url: publicFile },
      { type: 'video', url: publicFile, startSeconds: 3, fit: 'loop' },
      { type: 'generated' },
    ]);
    expect(media.scenes.map((s) => [s.seconds, s.transition])).toEqual([
      [6, 'wipe-left'],
      [5, 'fade'],
      [5, 'fade'],
    ]);
    expect(media.duration).toBe(16);
    expect(media.music).toEqual({ url: publicFile, volume: 20 });

    automation.reply({ status: 200, body: JSON.stringify({ ok: true }) });
    const next = await signUp(t.app);
    expect((await render(next.cookie)).error?.code).toBe('NO_VIDEO_URL');
    expect(await balance(next.user.id)).toMatchObject({ balance: 50, held: 0 });
  });
});
