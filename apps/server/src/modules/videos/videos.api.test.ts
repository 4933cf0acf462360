import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCENE_IMAGE_PREVIEWS_PER_MINUTE,
  type GenerationRecord,
  type VideoList,
  type VideoRecord,
} from '@forja/contracts';
import { videos as videosTable } from '../../db/schema/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { fakeRenderer, fakeSpeech } from '../../test/fakes/fake-media.js';
import { createTestResolver } from '../../test/test-provider.js';
import { createBuiltinProvider } from '../../integrations/generation/index.js';
import { VIDEO } from '../../test/video-fixtures.js';
import { videoStudioFrom } from './videos.module.js';

describe.each(databaseKinds)('the Video Library on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      overrides: (s) => ({
        providerResolver: resolver,
        videoStudio: videoStudioFrom(
          { ...s, providerResolver: resolver },
          { renderer: fakeRenderer(), speech: fakeSpeech() },
        ),
      }),
    });
    await signUp(t.app);
  });
  afterAll(() => t.close());

  const list = async (cookie: string, query = '') => {
    const res = await call(t.app, 'GET', `/api/videos${query}`, { cookie });
    expect(res.statusCode).toBe(200);
    return res.json<VideoList>();
  };
  const render = async (cookie: string) => {
    const res = await call(t.app, 'POST', '/api/generations', {
      cookie,
      body: { kind: 'video', input: VIDEO },
    });
    return (
      await call(t.app, 'GET', `/api/generations/${res.json<GenerationRecord>().id}`, { cookie })
    ).json<GenerationRecord>();
  };
  /** Rows as a long history would have them, straight into the table. */
  const seed = async (userId: string, n: number) => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    await t.database.db.insert(videosTable).values(
      Array.from({ length: n }, (_, i) => ({
        userId,
        title: i % 2 ? `Ocean story ${i}` : `Mountain tale ${i}`,
        prompt: i % 3 ? 'waves and wind' : 'snow 100% real_life',
        status: 'completed' as const,
        source: 'json2video' as const,
        providerUrl: `https://assets.example.com/${i}.mp4`,
        expiresAt: new Date(i === 0 ? base : Date.now() + 3_600_000),
        resolution: 'hd',
        scenesCount: 3,
        durationSeconds: 15,
        fileSize: 1000 + i,
        createdAt: new Date(base + i * 1000),
      })),
    );
  };

  it('lists newest first a page at a time, searches title and prompt, counts', async () => {
    const { cookie, user } = await signUp(t.app);
    await seed(user.id, 45);
    const first = await list(cookie, '?limit=20');
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.title).toBe('Mountain tale 44');
    const second = await list(cookie, `?limit=20&cursor=${first.nextCursor}`);
    const third = await list(cookie, `?limit=20&cursor=${second.nextCursor}`);
    expect(third.items).toHaveLength(5);
    expect(third.nextCursor).toBeNull();
    const all = [...first.items, ...second.items, ...third.items].map((v) => v.id);
    expect(new Set(all).size).toBe(45);

    const ocean = await list(cookie, '?q=ocean&limit=50');
    expect(ocean.items).toHaveLength(22);
    // LIKE's own characters are taken literally.
    const literal = await list(cookie, `?q=${encodeURIComponent('100% real_')}&limit=50`);
    expect(literal.items).toHaveLength(15);
    expect((await list(cookie, '?q=%25%25zzz')).items).toHaveLength(0);

    // The provider's link plays until it expires; then the badge says Expired and there is no URL.
    const oldest = third.items.at(-1)!;
    expect(oldest).toMatchObject({ fileSource: 'expired', url: null });
    expect(first.items[0]).toMatchObject({
      fileSource: 'json2video',
      url: 'https://assets.example.com/44.mp4',
    });

    const count = await call(t.app, 'GET', '/api/videos/count', { cookie });
    expect(count.json()).toEqual({ count: 45 });
  });

  it('gets and deletes one video with its files: the /files address answers 404 after', async () => {
    const { cookie } = await signUp(t.app);
    const done = await render(cookie);
    const { videoId, url } = done.output as { videoId: string; url: string };
    const one = await call(t.app, 'GET', `/api/videos/${videoId}`, { cookie });
    expect(one.json<VideoRecord>()).toMatchObject({
      id: videoId,
      status: 'completed',
      url,
      generationId: done.id,
    });
    const poster = one.json<VideoRecord>().posterUrl!;
    expect((await call(t.app, 'GET', url)).statusCode).toBe(200);

    expect((await call(t.app, 'DELETE', `/api/videos/${videoId}`, { cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/videos/${videoId}`, { cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', url)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', poster)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/videos/${videoId}`, { cookie })).statusCode).toBe(404);
    expect((await list(cookie)).items).toHaveLength(0);
  });

  it("another user gets 404 for every route on someone's video, and nothing changes", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { videoId, url } = (await render(owner.cookie)).output as { videoId: string; url: string };
    expect((await call(t.app, 'GET', `/api/videos/${videoId}`, { cookie: other.cookie })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'DELETE', `/api/videos/${videoId}`, { cookie: other.cookie })).statusCode).toBe(
      404,
    );
    expect((await list(other.cookie)).items).toHaveLength(0);
    expect((await call(t.app, 'GET', '/api/videos/count', { cookie: other.cookie })).json()).toEqual({
      count: 0,
    });
    // Still there for its owner, file included.
    expect(
      (await call(t.app, 'GET', `/api/videos/${videoId}`, { cookie: owner.cookie })).json(),
    ).toMatchObject({
      status: 'completed',
    });
    expect((await call(t.app, 'GET', url)).statusCode).toBe(200);
  });

  it('signed out is 401; a bad id, cursor or search is 400', async () => {
    for (const [method, url] of [
      ['GET', '/api/videos'],
      ['GET', '/api/videos/count'],
      ['GET', '/api/videos/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/videos/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/videos/scene-image'],
    ] as const) {
      expect((await call(t.app, method, url, { body: method === 'POST' ? {} : undefined })).statusCode).toBe(
        401,
      );
    }
    const { cookie } = await signUp(t.app);
    expect((await call(t.app, 'GET', '/api/videos/not-a-uuid', { cookie })).statusCode).toBe(400);
    expect((await call(t.app, 'DELETE', '/api/videos/not-a-uuid', { cookie })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/videos?cursor=garbage', { cookie })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/api/videos?q=${'x'.repeat(201)}`, { cookie })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/videos?limit=51', { cookie })).statusCode).toBe(400);
  });

  it('previews a scene image for free, stored and served; bad input is 400; too many a minute is 429', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/videos/scene-image', {
      cookie,
      body: {
        imagePrompt: 'A red fox in fresh snow',
        imageStyle: 'watercolor',
        resolution: 'hd',
        variant: 2,
      },
    });
    expect(res.statusCode).toBe(200);
    const image = res.json<{ fileId: string; url: string; contentType: string }>();
    expect(image.contentType).toBe('image/png');
    expect((await call(t.app, 'GET', image.url)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/credits', { cookie })).json()).toMatchObject({ balance: 50 });
    for (const body of [
      {},
      { imagePrompt: 'short' },
      { imagePrompt: 'A red fox in snow', imageStyle: 'nope' },
    ]) {
      expect((await call(t.app, 'POST', '/api/videos/scene-image', { cookie, body })).statusCode).toBe(400);
    }
    // Quick images from here on: only the counting matters.
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(32),
    ]);
    resolver.use({
      ...createBuiltinProvider(),
      image: async () => ({ kind: 'bytes', data: png, contentType: 'image/png' }),
    });
    let last = 200;
    for (let i = 1; i < SCENE_IMAGE_PREVIEWS_PER_MINUTE + 1 && last === 200; i++) {
      last = (
        await call(t.app, 'POST', '/api/videos/scene-image', {
          cookie,
          body: { imagePrompt: `A fox number ${i}` },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
    resolver.use(null);
  });
});
