import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  videoRequestSchema,
  videoScenesCost,
  type GenerationRecord,
  type VideoDraft,
  type VideoOutput,
  type VideoRecord,
} from '@forja/contracts';
import { creditAccounts, creditLedger, generations, storedFiles, videoFiles } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { fakeRenderer, fakeSegmentKey, fakeSpeech } from '../../test/fakes/fake-media.js';
import { fakeMediaLibrary } from '../../test/fakes/fake-media-library.js';
import { createTestResolver } from '../../test/test-provider.js';
import { VIDEO } from '../../test/video-fixtures.js';
import { videoStudioFrom } from './videos.module.js';

const CHANGED_TEXT = 'Part 2, told again: the keeper lights the lamp at dusk.';

describe.each(databaseKinds)('changing one scene of a video on %s', (kind) => {
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
    speech.texts.length = 0;
    resolver.calls = 0;
  });

  const balance = async (userId: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)))[0]!.balance;
  const generate = (cookie: string, kind: string, input: unknown) =>
    call(t.app, 'POST', '/api/generations', { cookie, body: { kind, input } });
  const finished = async (cookie: string, kind: string, input: unknown) => {
    const res = await generate(cookie, kind, input);
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json<GenerationRecord>().id;
    return (await call(t.app, 'GET', `/api/generations/${id}`, { cookie })).json<GenerationRecord>();
  };
  const draftOf = async (cookie: string, videoId: string) =>
    (await call(t.app, 'GET', `/api/videos/${videoId}/draft`, { cookie })).json<VideoDraft>();
  const filesOf = (videoId: string) =>
    t.database.db.select().from(videoFiles).where(eq(videoFiles.videoId, videoId));
  const liveFiles = async (ids: string[]) =>
    (
      await t.database.db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(and(inArray(storedFiles.id, ids), isNull(storedFiles.deletedAt)))
    ).map((r) => r.id);

  /** A first render of the user's, completed, with credits for a few more. */
  async function firstVersion() {
    const user = await signUp(t.app);
    await t.database.db
      .update(creditAccounts)
      .set({ balance: 200 })
      .where(eq(creditAccounts.userId, user.user.id));
    const done = await finished(user.cookie, 'video', VIDEO);
    expect(done.status).toBe('succeeded');
    const videoId = (done.output as VideoOutput).videoId;
    renderer.requests.length = 0;
    speech.texts.length = 0;
    resolver.calls = 0;
    return { ...user, videoId, draft: (await draftOf(user.cookie, videoId)).draft };
  }

  it('re-renders only the changed scene, charges only it, and keeps both versions', async () => {
    const { cookie, user, videoId, draft } = await firstVersion();
    // The draft names the pictures the first render drew, so a revision shows them again.
    expect(draft.scenes.every((s) => typeof s.imageFileId === 'string')).toBe(true);
    const v1Segments = (await filesOf(videoId)).filter((f) => f.role === 'segment');
    expect(v1Segments).toHaveLength(3);

    const before = await balance(user.id);
    const scenes = draft.scenes.map((s, i) => (i === 1 ? { ...s, voiceOverText: CHANGED_TEXT } : s));
    const done = await finished(cookie, 'videoRevision', { videoId, scenes, music: null });
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    const expected = videoScenesCost([scenes[1]!], videoRequestSchema.parse(VIDEO));
    expect(done.cost).toBe(expected);
    expect(await balance(user.id)).toBe(before - expected);
    // The ledger's charge for the revision is the changed scene's price.
    const charges = await t.database.db
      .select({ amount: creditLedger.amount })
      .from(creditLedger)
      .where(eq(creditLedger.reference, done.id));
    expect(charges.reduce((sum, c) => sum + c.amount, 0)).toBe(-expected);

    // No picture drawn again, only the changed narration spoken, the others' segments re-used.
    expect(resolver.calls).toBe(0);
    expect(speech.texts.map((x) => x.text)).toEqual([CHANGED_TEXT]);
    const request = renderer.requests[0]!;
    const unchanged = [v1Segments[0]!, v1Segments[2]!].map((f) => f.sceneKey);
    expect([...request.reuse!.keys()]).toEqual(expect.arrayContaining(unchanged));
    expect(unchanged).toEqual([fakeSegmentKey(request.scenes[0]!), fakeSegmentKey(request.scenes[2]!)]);
    const output = done.output as VideoOutput;
    expect(output.scenesRendered).toBe(1);

    const v2 = (await call(t.app, 'GET', `/api/videos/${output.videoId}`, { cookie })).json<VideoRecord>();
    expect(v2).toMatchObject({ status: 'completed', version: 2, parentVideoId: videoId, revisable: true });
    const listed = (await call(t.app, 'GET', '/api/videos', { cookie })).json<{ items: VideoRecord[] }>();
    expect(listed.items.map((v) => [v.id, v.version])).toEqual([
      [output.videoId, 2],
      [videoId, 1],
    ]);
    expect((await draftOf(cookie, output.videoId)).draft.scenes[1]!.voiceOverText).toBe(CHANGED_TEXT);
  });

  it('a revision that only reorders, changes transitions or adds music costs nothing', async () => {
    const { cookie, user, videoId, draft } = await firstVersion();
    const track = await library.addTrack(null, user.id, Buffer.from('4944330300', 'hex'));
    const before = await balance(user.id);
    const [a, b, c] = draft.scenes;
    const reordered = [c!, { ...a!, transition: 'wipe-left' as const }, b!];
    const done = await finished(cookie, 'videoRevision', {
      videoId,
      scenes: reordered,
      music: { trackId: track.id, volume: 55 },
    });
    expect(done).toMatchObject({ status: 'succeeded', cost: 0 });
    expect(await balance(user.id)).toBe(before);
    expect(speech.texts).toEqual([]);
    expect((done.output as VideoOutput).scenesRendered).toBe(0);
    expect(renderer.requests[0]!.music).toMatchObject({ volume: 55 });
  });

  it('deleting the first version keeps the second playable; deleting both removes their files', async () => {
    const { cookie, videoId, draft } = await firstVersion();
    const scenes = draft.scenes.map((s, i) => (i === 0 ? { ...s, voiceOverText: CHANGED_TEXT } : s));
    const done = await finished(cookie, 'videoRevision', { videoId, scenes, music: null });
    const v2Id = (done.output as VideoOutput).videoId;
    const v1Files = (await filesOf(videoId)).map((f) => f.fileId);
    const v2Files = (await filesOf(v2Id)).map((f) => f.fileId);
    const onlyV1 = v1Files.filter((id) => !v2Files.includes(id));
    expect(onlyV1.length).toBeGreaterThan(0);

    expect((await call(t.app, 'DELETE', `/api/videos/${videoId}`, { cookie })).statusCode).toBe(204);
    const v2 = (await call(t.app, 'GET', `/api/videos/${v2Id}`, { cookie })).json<VideoRecord>();
    expect(v2).toMatchObject({ status: 'completed', parentVideoId: null });
    expect((await call(t.app, 'GET', v2.url!)).statusCode).toBe(200);
    // The files the second version shares stay; the first's own went with it.
    expect((await liveFiles(v2Files)).sort()).toEqual([...new Set(v2Files)].sort());
    expect(await liveFiles(onlyV1)).toEqual([]);
    // It can still be revised: its segments are its own now.
    expect((await call(t.app, 'GET', `/api/videos/${v2Id}/draft`, { cookie })).statusCode).toBe(200);

    expect((await call(t.app, 'DELETE', `/api/videos/${v2Id}`, { cookie })).statusCode).toBe(204);
    expect(await liveFiles([...v1Files, ...v2Files])).toEqual([]);
  });

  it("another user's video: no draft, no revision, nothing charged", async () => {
    const { videoId, draft } = await firstVersion();
    const other = await signUp(t.app);
    expect(
      (await call(t.app, 'GET', `/api/videos/${videoId}/draft`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    const res = await generate(other.cookie, 'videoRevision', { videoId, scenes: draft.scenes, music: null });
    expect(res.statusCode).toBe(404);
    expect(await balance(other.user.id)).toBe(50);
    expect(
      await t.database.db.select().from(generations).where(eq(generations.userId, other.user.id)),
    ).toEqual([]);
    // A missing video is the same 404.
    const missing = await call(t.app, 'GET', `/api/videos/${crypto.randomUUID()}/draft`, {
      cookie: other.cookie,
    });
    expect(missing.statusCode).toBe(404);
  });
});
