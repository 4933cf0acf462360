import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaItemSchema } from '@forja/contracts';
import { findFfmpeg } from '../../integrations/media/find-ffmpeg.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import {
  FAKE_STOCK_KEYS,
  makeTestClip,
  OVERSIZED_ID,
  startFakeStockServer,
  type FakeStockServer,
} from '../../test/fake-stock-server.js';
import { settingsBody } from '../../test/settings-test-helpers.js';

/*
 * Picks into the real media library (modules/media-library): the downloaded files are probed and
 * stored like uploads, carry their credit, count for their owner only and stay private to them.
 * stock.api.test.ts covers the providers' side with a recording double of the library.
 */
describe.each(databaseKinds)('stock picks in the media library on %s', (kind) => {
  let t: TestApp;
  let fake: FakeStockServer;
  let user: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    fake = await startFakeStockServer({ clip: await makeTestClip((await findFfmpeg()).path) });
    t = await createTestApp(kind, {
      env: { PEXELS_API_URL: fake.url, PIXABAY_API_URL: fake.url, ALLOWED_PRIVATE_HOSTS: '127.0.0.1' },
    });
    const admin = await signUp(t.app, { name: 'Admin' });
    user = await signUp(t.app, { name: 'User' });
    other = await signUp(t.app, { name: 'Other' });
    const keys = await call(t.app, 'PUT', '/api/admin/generation-settings', {
      cookie: admin.cookie,
      body: {
        ...settingsBody(),
        stock: { pexels: { apiKey: FAKE_STOCK_KEYS.pexels }, pixabay: { apiKey: FAKE_STOCK_KEYS.pixabay } },
      },
    });
    expect(keys.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const pick = (body: unknown, cookie = user.cookie) =>
    call(t.app, 'POST', '/api/media/stock/pick', { cookie, body });
  const usage = async (cookie: string) =>
    (await call(t.app, 'GET', '/api/media/usage', { cookie })).json().usedBytes as number;

  it('stores a picked photo and clip as the user’s items, with their credits, once', async () => {
    const photo = await pick({ provider: 'pexels', type: 'image', id: '1003' });
    expect(photo.statusCode).toBe(201);
    expect(mediaItemSchema.parse(photo.json())).toMatchObject({
      origin: 'stock',
      type: 'image',
      name: 'A lighthouse on a cliff, photo 1003',
      width: 64,
      height: 36,
      credit: {
        provider: 'pexels',
        author: 'Photographer 1003',
        authorUrl: 'https://www.pexels.com/@photographer-1003',
        sourceUrl: 'https://www.pexels.com/photo/lighthouse-1003/',
      },
    });

    const clip = await pick({ provider: 'pixabay', type: 'video', id: '1004' });
    expect(clip.statusCode).toBe(201);
    expect(clip.json()).toMatchObject({
      origin: 'stock',
      type: 'video',
      contentType: 'video/mp4',
      width: 320,
      height: 180,
      durationSeconds: 2,
      credit: {
        provider: 'pixabay',
        author: 'artist1004',
        sourceUrl: 'https://pixabay.com/videos/waves-1004/',
      },
    });

    // Picked again: the stored item, nothing downloaded or counted twice.
    const used = await usage(user.cookie);
    const downloads = fake.downloads().length;
    const again = await pick({ provider: 'pexels', type: 'image', id: '1003' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(photo.json().id);
    expect(fake.downloads().length).toBe(downloads);
    expect(await usage(user.cookie)).toBe(used);

    const list = await call(t.app, 'GET', '/api/media', { cookie: user.cookie });
    expect(
      list
        .json()
        .items.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([photo.json().id, clip.json().id].sort());
  });

  it('keeps a pick private: another user cannot see it, and picking the same item gives them their own', async () => {
    const mine = await pick({ provider: 'pexels', type: 'video', id: '1008' });
    expect(mine.statusCode).toBe(201);
    const seen = await call(t.app, 'GET', `/api/media/${mine.json().id}`, { cookie: other.cookie });
    expect(seen.statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/media', { cookie: other.cookie })).json().items).toEqual([]);
    expect(await usage(other.cookie)).toBe(0);

    const theirs = await pick({ provider: 'pexels', type: 'video', id: '1008' }, other.cookie);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(
      (await call(t.app, 'GET', `/api/media/${mine.json().id}`, { cookie: user.cookie })).statusCode,
    ).toBe(200);
  });

  it('refuses a file over the limit and stores nothing', async () => {
    const before = (await call(t.app, 'GET', '/api/media', { cookie: user.cookie })).json().items.length;
    const res = await pick({ provider: 'pexels', type: 'image', id: OVERSIZED_ID });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'MEDIA_REFUSED', details: { reason: 'too_large' } });
    expect((await call(t.app, 'GET', '/api/media', { cookie: user.cookie })).json().items).toHaveLength(
      before,
    );
  });
});
