import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  videoRenderCost,
  videoRequestSchema,
  type GenerationRecord,
  type MediaCredit,
  type VideoOutput,
  type VideoRecord,
} from '@forja/contracts';
import { creditAccounts, generations, savedImages, videoFiles, videos } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { fakeRenderer, fakeSpeech } from '../../test/fakes/fake-media.js';
import { fakeMediaLibrary } from '../../test/fakes/fake-media-library.js';
import { createTestResolver } from '../../test/test-provider.js';
import { VIDEO } from '../../test/video-fixtures.js';
import { videoStudioFrom } from './videos.module.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const CLIP = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.alloc(32, 7),
]);
const MP3 = Buffer.from('4944330300000000000fffe3', 'hex');
const CREDIT: MediaCredit = {
  provider: 'pexels',
  author: 'Ana Pop',
  authorUrl: 'https://www.pexels.com/@ana',
  sourceUrl: 'https://www.pexels.com/video/123/',
};

describe.each(databaseKinds)('video scenes from the archive and the media library on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  const renderer = fakeRenderer();
  const speech = fakeSpeech();
  const library = fakeMediaLibrary(() => t.services.files);
  beforeAll(async () => {
    t = await createTestApp(kind, {
      overrides: (s) => ({
        providerResolver: resolver,
        videoStudio: videoStudioFrom(
          { ...s, providerResolver: resolver },
          { renderer, speech, mediaLibrary: library },
        ),
      }),
    });
    await signUp(t.app);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    renderer.requests.length = 0;
    renderer.during = undefined;
    speech.texts.length = 0;
    resolver.calls = 0;
  });

  const balance = async (userId: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)))[0]!.balance;
  const start = (cookie: string, input: unknown) =>
    call(t.app, 'POST', '/api/generations', { cookie, body: { kind: 'video', input } });
  const record = async (id: string, cookie: string) =>
    (await call(t.app, 'GET', `/api/generations/${id}`, { cookie })).json<GenerationRecord>();

  /** An image of the user's images archive (a stored PNG). */
  async function archiveImage(userId: string) {
    const file = await t.services.files.store({
      userId,
      data: PNG,
      contentType: 'image/png',
      purpose: 'generated-image',
      name: 'kept',
    });
    const [row] = await t.database.db
      .insert(savedImages)
      .values({
        userId,
        fileId: file.id,
        prompt: 'a cliff',
        style: 'photo',
        resolution: '1024x1024',
        mood: 'calm',
      })
      .returning({ id: savedImages.id });
    return { imageId: row!.id, fileId: file.id };
  }

  async function mixedDraft(userId: string) {
    const archived = await archiveImage(userId);
    const still = await library.addItem(userId, { type: 'image', data: JPEG, contentType: 'image/jpeg' });
    const clip = await library.addItem(userId, {
      type: 'video',
      data: CLIP,
      contentType: 'video/mp4',
      durationSeconds: 8,
      credit: CREDIT,
    });
    // Everyone's track (the administrator's), stored as someone else's file.
    const owner = await signUp(t.app);
    const track = await library.addTrack(null, owner.user.id, MP3);
    const [a, b, c] = VIDEO.scenes;
    const draft = {
      ...VIDEO,
      scenes: [
        {
          ...a!,
          media: { kind: 'archive', imageId: archived.imageId },
          seconds: 6,
          transition: 'slide-left',
        },
        {
          ...b!,
          media: { kind: 'media', mediaId: still.id },
          voice: 'es-ES-ElviraNeural',
          transition: 'cut',
        },
        { ...c!, media: { kind: 'media', mediaId: clip.id, startSeconds: 2, fit: 'hold' }, seconds: 9 },
      ],
      music: { trackId: track.id, volume: 40 },
    };
    return { draft, archived, still, clip, track };
  }

  it('renders an archive image, a media still and a media clip with music; the video keeps their files and credits', async () => {
    const { cookie, user } = await signUp(t.app);
    const { draft, archived, still, clip, track } = await mixedDraft(user.id);
    // The scratch copies are the stored bytes.
    const copies: Buffer[] = [];
    renderer.during = async (request) => {
      copies.push(
        ...request.scenes.map((s) => readFileSync(s.visual.path)),
        readFileSync(request.music!.path),
      );
    };
    const res = await start(cookie, draft);
    expect(res.statusCode, res.body).toBe(202);
    const done = await record(res.json<GenerationRecord>().id, cookie);
    const cost = videoRenderCost(videoRequestSchema.parse(draft));
    expect(done).toMatchObject({ status: 'succeeded', cost });
    expect(await balance(user.id)).toBe(50 - cost);
    // No picture was drawn: every scene brought its own.
    expect(resolver.calls).toBe(0);

    const request = renderer.requests[0]!;
    expect(request.scenes.map((s) => s.visual)).toEqual([
      { kind: 'image', path: expect.stringMatching(/scene-0\.png$/), id: archived.fileId },
      { kind: 'image', path: expect.stringMatching(/scene-1\.jpg$/), id: still.fileId },
      {
        kind: 'clip',
        path: expect.stringMatching(/scene-2\.mp4$/),
        id: clip.fileId,
        startSeconds: 2,
        fit: 'hold',
        durationSeconds: 8,
      },
    ]);
    expect(request.scenes.map((s) => [s.seconds, s.transition])).toEqual([
      [6, 'slide-left'],
      [5, 'cut'],
      [9, 'fade'],
    ]);
    expect(request.music).toEqual({ path: expect.stringMatching(/music\.mp3$/), volume: 40 });
    expect(copies).toEqual([PNG, JPEG, CLIP, MP3]);
    // Each scene's own voice (the video's where it has none).
    expect(speech.texts.map((x) => x.voice)).toEqual([
      'en-US-BrianMultilingualNeural',
      'en',
      'en-US-BrianMultilingualNeural',
    ]);

    const videoId = (done.output as VideoOutput).videoId;
    const video = (await call(t.app, 'GET', `/api/videos/${videoId}`, { cookie })).json<VideoRecord>();
    expect(video).toMatchObject({ status: 'completed', version: 1, revisable: true, credits: [CREDIT] });
    const owned = await t.database.db.select().from(videoFiles).where(eq(videoFiles.videoId, videoId));
    const byRole = (role: string) => owned.filter((f) => f.role === role);
    expect(byRole('scene-media').map((f) => f.fileId)).toEqual([archived.fileId, still.fileId, clip.fileId]);
    expect(byRole('music').map((f) => f.fileId)).toEqual([track.fileId]);
    expect(byRole('segment')).toHaveLength(3);
    expect(byRole('narration')).toHaveLength(3);
    expect(byRole('narration')[0]!.meta).toMatchObject({
      durationMs: expect.any(Number),
      words: expect.any(Array),
    });
  });

  it("refuses another user's archive image, media item or track and a clip start past its end: nothing charged, nothing written", async () => {
    const owner = await signUp(t.app);
    const { draft } = await mixedDraft(owner.user.id);
    const { cookie, user } = await signUp(t.app);
    const [a, b, c] = draft.scenes;
    const onlyScene = (i: number, scene: object) => ({
      ...draft,
      music: null,
      scenes: VIDEO.scenes.map((s, j) => (j === i ? scene : s)),
    });
    const mine = await library.addItem(user.id, {
      type: 'video',
      data: CLIP,
      contentType: 'video/mp4',
      durationSeconds: 8,
    });
    const ownTrack = await library.addTrack(owner.user.id, owner.user.id, MP3);
    const cases: [unknown, number, string][] = [
      [onlyScene(0, a!), 404, 'NOT_FOUND'],
      [onlyScene(1, b!), 404, 'NOT_FOUND'],
      [onlyScene(2, c!), 404, 'NOT_FOUND'],
      [{ ...VIDEO, music: { trackId: ownTrack.id, volume: 30 } }, 404, 'NOT_FOUND'],
      [
        onlyScene(2, { ...c!, media: { kind: 'media', mediaId: mine.id, startSeconds: 8 } }),
        400,
        'VALIDATION_ERROR',
      ],
    ];
    for (const [input, status, code] of cases) {
      const res = await start(cookie, input);
      expect(res.statusCode, JSON.stringify(input).slice(0, 200)).toBe(status);
      expect(res.json()).toMatchObject({ code });
    }
    const last = await start(cookie, cases[4]![0]);
    expect(last.json()).toMatchObject({
      details: { fields: { 'scenes.2.media.startSeconds': ['clip_start_past_end'] } },
    });
    expect(await balance(user.id)).toBe(50);
    expect(await t.database.db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(videos).where(eq(videos.userId, user.id))).toEqual([]);
    expect(renderer.requests).toHaveLength(0);
  });
});
