import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { addLibraryVideo, connectPlatform, startFakePlatforms } from '../../test/platform-test-helpers.js';

import { libraryVideos } from './library-videos.js';
import { buildPublications } from './publications.module.js';

const MB = 1024 * 1024;

describe.each(databaseKinds)('Publishing videos on %s', (kind) => {
  let t: TestApp;
  let fakes: Awaited<ReturnType<typeof startFakePlatforms>>;
  // Completed library videos: an MP4 in storage and its videos row, as a render leaves them.
  const library = new Map<string, { userId: string; bytes: Buffer }>();
  const addVideo = async (userId: string, size: number) => {
    const { id, bytes } = await addLibraryVideo(t, userId, { size, durationSeconds: null });
    library.set(id, { userId, bytes });
    return id;
  };

  beforeAll(async () => {
    fakes = await startFakePlatforms();
    t = await createTestApp(kind, {
      env: fakes.env,
      overrides: (s) =>
        buildPublications(s, libraryVideos(s.videos, s.files.storage), {
          retryDelaysMs: [0, 0, 0],
          tiktokPolling: { intervalMs: 1, maxPolls: 10 },
          youtubeChunkBytes: 1 * MB,
        }),
    });
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });

  const youtubeBody = {
    platform: 'youtube',
    title: 'Morning bake',
    description: 'How the bread is made',
    tags: ['bakery', 'bread'],
    privacy: 'unlisted',
    madeForKids: false,
    containsSyntheticMedia: true,
  };
  const publish = (cookie: string, videoId: string, body: object) =>
    call(t.app, 'POST', `/api/videos/${videoId}/publications`, { cookie, body });
  const publications = async (cookie: string, videoId: string) =>
    (await call(t.app, 'GET', `/api/videos/${videoId}/publications`, { cookie })).json()
      .publications as Record<string, unknown>[];

  it('uploads to YouTube with the resumable protocol, resuming after a dropped connection', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'youtube');
    const videoId = await addVideo(user.id, 3 * MB + 12345);
    fakes.google.state.dropAtByte = 1.5 * MB; // halfway through the second chunk
    const drops = fakes.google.state.drops;
    const queries = fakes.google.state.statusQueries;

    const res = await publish(cookie, videoId, youtubeBody);
    expect(res.statusCode, res.body).toBe(202);
    const [p] = await publications(cookie, videoId);
    expect(p).toMatchObject({
      platform: 'youtube',
      status: 'published',
      bytesUploaded: 3 * MB + 12345,
      privacy: 'unlisted',
    });
    const remoteId = String(p!.url).split('v=')[1]!;
    expect(p!.url).toBe(`https://www.youtube.com/watch?v=${remoteId}`);
    expect(fakes.google.state.drops).toBe(drops + 1);
    // It asked where to go on from (`Content-Range: bytes */TOTAL`) instead of starting over.
    expect(fakes.google.state.statusQueries).toBe(queries + 1);
    expect(fakes.google.uploadedBytes(remoteId)!.equals(library.get(videoId)!.bytes)).toBe(true);
    const upload = [...fakes.google.state.uploads.values()].find((u) => u.videoId === remoteId)!;
    expect(upload.contentType).toBe('video/mp4');
    expect(upload.metadata).toEqual({
      snippet: { title: 'Morning bake', description: 'How the bread is made', tags: ['bakery', 'bread'] },
      status: { privacyStatus: 'unlisted', selfDeclaredMadeForKids: false, containsSyntheticMedia: true },
    });
  });

  it("adds the video's stock footage credits to the description", async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'youtube');
    const videoId = await addVideo(user.id, 200_000);
    const credit = {
      provider: 'pexels',
      authorUrl: null,
      sourceUrl: 'https://www.pexels.com/video/1/',
    } as const;
    await t.database.db
      .update(videos)
      .set({
        credits: [
          { ...credit, author: 'Ana Pop' },
          { ...credit, author: 'Ion <Ene>', provider: 'pixabay' },
        ],
      })
      .where(eq(videos.id, videoId));
    expect((await publish(cookie, videoId, youtubeBody)).statusCode).toBe(202);
    const [p] = await publications(cookie, videoId);
    const remoteId = String(p!.url).split('v=')[1]!;
    const upload = [...fakes.google.state.uploads.values()].find((u) => u.videoId === remoteId)!;
    expect((upload.metadata as { snippet: { description: string } }).snippet.description).toBe(
      'How the bread is made\n\nFootage: Ana Pop (Pexels), Ion Ene (Pixabay)',
    );
  });

  it('asks before publishing twice, and refuses while one is on its way', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'youtube');
    const videoId = await addVideo(user.id, 300_000);
    expect((await publish(cookie, videoId, youtubeBody)).statusCode).toBe(202);
    const again = await publish(cookie, videoId, youtubeBody);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PUBLISHED');
    expect(await publications(cookie, videoId)).toHaveLength(1);
    const confirmed = await publish(cookie, videoId, { ...youtubeBody, confirmRepeat: true });
    expect(confirmed.statusCode).toBe(202);
    expect(await publications(cookie, videoId)).toHaveLength(2);
  });

  it('posts to TikTok in chunks by its rules and polls the status until published', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'tiktok');
    fakes.tiktok.state.privacyLevelOptions = ['PUBLIC_TO_EVERYONE', 'SELF_ONLY'];
    const info = await call(t.app, 'GET', '/api/connections/tiktok/creator-info', { cookie });
    expect(info.json()).toMatchObject({
      privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'SELF_ONLY'],
      duetDisabled: true,
    });
    const videoId = await addVideo(user.id, 21 * MB + 7);
    const body = {
      platform: 'tiktok',
      caption: 'Morning bake #bread',
      privacyLevel: 'PUBLIC_TO_EVERYONE',
      allowComments: true,
      allowDuet: false,
      allowStitch: true,
    };
    const res = await publish(cookie, videoId, body);
    expect(res.statusCode, res.body).toBe(202);
    const [p] = await publications(cookie, videoId);
    expect(p).toMatchObject({
      status: 'published',
      url: 'https://www.tiktok.com/@forja.tester/video/7300000000000000001',
    });
    const post = [...fakes.tiktok.state.posts.values()].at(-1)!;
    expect(post.chunks).toEqual([
      { start: 0, end: 10 * MB - 1, bytes: 10 * MB },
      { start: 10 * MB, end: 21 * MB + 6, bytes: 11 * MB + 7 },
    ]);
    expect(post.polls).toBe(3);
    expect(post.postInfo).toMatchObject({
      title: 'Morning bake #bread',
      privacy_level: 'PUBLIC_TO_EVERYONE',
      disable_duet: true,
      disable_comment: false,
      is_aigc: true,
    });

    // What the creator info does not offer is refused before anything is sent.
    const duet = await publish(cookie, videoId, { ...body, allowDuet: true, confirmRepeat: true });
    expect(duet.statusCode).toBe(400);
    expect(duet.json().details.fields).toEqual({ allowDuet: ['not_offered'] });
  });

  it('TikTok: a small file in one chunk, private post, and a post TikTok fails', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'tiktok');
    fakes.tiktok.state.privacyLevelOptions = ['SELF_ONLY'];
    const videoId = await addVideo(user.id, 2 * MB);
    const body = {
      platform: 'tiktok',
      caption: '',
      privacyLevel: 'SELF_ONLY',
      allowComments: false,
      allowDuet: false,
      allowStitch: false,
    };
    expect((await publish(cookie, videoId, body)).statusCode).toBe(202);
    expect((await publications(cookie, videoId))[0]).toMatchObject({
      status: 'published',
      url: 'https://www.tiktok.com/@forja.tester',
      privacy: 'SELF_ONLY',
    });
    expect([...fakes.tiktok.state.posts.values()].at(-1)!.chunks).toEqual([
      { start: 0, end: 2 * MB - 1, bytes: 2 * MB },
    ]);

    fakes.tiktok.state.failPublish = true;
    const other = await addVideo(user.id, 1 * MB);
    expect((await publish(cookie, other, body)).statusCode).toBe(202);
    fakes.tiktok.state.failPublish = false;
    expect((await publications(cookie, other))[0]).toMatchObject({
      status: 'failed',
      errorCode: 'PLATFORM_UNAVAILABLE',
    });
  });

  it('a revoked grant fails the publication and asks to connect again', async () => {
    const { cookie, user } = await signUp(t.app);
    await connectPlatform(t.app, cookie, 'youtube');
    fakes.google.revokeAll();
    const videoId = await addVideo(user.id, 100_000);
    expect((await publish(cookie, videoId, youtubeBody)).statusCode).toBe(202);
    expect((await publications(cookie, videoId))[0]).toMatchObject({
      status: 'failed',
      errorCode: 'PLATFORM_RECONNECT_REQUIRED',
    });
    const again = await publish(cookie, videoId, youtubeBody);
    expect(again.json().code).toBe('PLATFORM_RECONNECT_REQUIRED');
  });

  it('bad input, not connected, signed out, and another user get nothing', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await connectPlatform(t.app, owner.cookie, 'youtube');
    await connectPlatform(t.app, other.cookie, 'youtube');
    const videoId = await addVideo(owner.user.id, 100_000);

    const bad = await publish(owner.cookie, videoId, { ...youtubeBody, title: ' ', privacy: 'secret' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fields).sort()).toEqual(['privacy', 'title']);
    const tiktok = await publish(owner.cookie, videoId, {
      platform: 'tiktok',
      privacyLevel: 'SELF_ONLY',
      allowComments: false,
      allowDuet: false,
      allowStitch: false,
    });
    expect(tiktok.json().code).toBe('PLATFORM_NOT_CONNECTED');
    expect((await call(t.app, 'GET', `/api/videos/${videoId}/publications`)).statusCode).toBe(401);
    expect(
      (await call(t.app, 'GET', `/api/videos/not-a-uuid/publications`, { cookie: owner.cookie })).statusCode,
    ).toBe(400);

    expect((await publish(owner.cookie, videoId, youtubeBody)).statusCode).toBe(202);
    const uploads = fakes.google.state.uploads.size;
    const theirs = await publish(other.cookie, videoId, { ...youtubeBody, confirmRepeat: true });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/videos/${videoId}/publications`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect(fakes.google.state.uploads.size).toBe(uploads);
    expect(await publications(owner.cookie, videoId)).toHaveLength(1);
    const creator = await call(t.app, 'GET', '/api/connections/tiktok/creator-info', {
      cookie: other.cookie,
    });
    expect(creator.json().code).toBe('PLATFORM_NOT_CONNECTED');
  });
});
