import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, MediaList, StorageUsage } from '@forja/contracts';
import { mediaItems, plans, storedFiles } from '../../db/schema/index.js';
import { scratchRoot } from '../../lib/scratch-dir.js';
import { APP_URL, call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import * as fx from './media-fixtures.js';

/* The media library: uploads probed by their bytes, normalised, within the quota, per user. */

interface Fixtures {
  clip: Buffer;
  jpegTurned: Buffer;
  png: Buffer;
  webp: Buffer;
}

describe.each(databaseKinds)('media library on %s', (kind) => {
  let t: TestApp;
  let f: Fixtures;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await signUp(t.app); // the first account is the owner; the tests' users come after
    f = {
      clip: await fx.clipMp4(),
      jpegTurned: fx.withExifOrientation(await fx.picture(64, 32), 6),
      png: await fx.picture(40, 30, 'png'),
      webp: await fx.picture(50, 20, 'webp'),
    };
  });
  afterAll(() => t.close());

  const upload = (cookie: string, bytes: Buffer, name = 'My file', type = 'application/octet-stream') =>
    t.app.inject({
      method: 'POST',
      url: `/api/media/uploads?name=${encodeURIComponent(name)}`,
      headers: { origin: APP_URL, cookie, 'content-type': type },
      payload: bytes,
    });
  const filesOf = (userId: string) =>
    t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, userId));
  const scratchLeft = async () =>
    (await readdir(path.join(scratchRoot(), String(process.pid))).catch(() => [] as string[])).filter(
      (name) => name.startsWith('upload-') || name.startsWith('media-normalise-'),
    );

  it('stores a clip as uploaded with a poster of its first frame, and lists, gets and deletes it with its files', async () => {
    const { cookie, user } = await signUp(t.app);
    const res = await upload(cookie, f.clip, 'Waves', 'video/mp4');
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json<MediaItem>();
    expect(item).toMatchObject({
      origin: 'upload',
      type: 'video',
      name: 'Waves',
      contentType: 'video/mp4',
      width: 64,
      height: 48,
      durationSeconds: 1,
      credit: null,
    });
    expect(item.posterUrl).not.toBe(item.url);
    const files = await filesOf(user.id);
    expect(files.map((x) => x.contentType).sort()).toEqual(['image/jpeg', 'video/mp4']);
    expect(item.sizeBytes).toBe(files.reduce((sum, x) => sum + x.sizeBytes, 0));
    const served = await t.app.inject({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(f.clip)).toBe(true);

    const usage = (await call(t.app, 'GET', '/api/media/usage', { cookie })).json<StorageUsage>();
    expect(usage).toEqual({ usedBytes: item.sizeBytes, quotaBytes: 200 * 1024 * 1024, planId: 'free' });
    expect((await call(t.app, 'GET', `/api/media/${item.id}`, { cookie })).json<MediaItem>()).toEqual(item);

    const removed = await call(t.app, 'DELETE', `/api/media/${item.id}`, { cookie });
    expect(removed.statusCode).toBe(204);
    expect(await filesOf(user.id)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/media/${item.id}`, { cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/media/usage', { cookie })).json<StorageUsage>().usedBytes).toBe(0);
    expect(await scratchLeft()).toEqual([]);
  });

  it('applies a JPEG’s EXIF orientation (its sides swap) and turns WebP into JPEG; PNG stays PNG when it may be transparent', async () => {
    const { cookie } = await signUp(t.app);
    const turned = (await upload(cookie, f.jpegTurned, 'Portrait.png', 'image/png')).json<MediaItem>();
    expect(turned).toMatchObject({ type: 'image', contentType: 'image/jpeg', width: 32, height: 64 });
    expect(turned.durationSeconds).toBeNull();
    expect(turned.posterUrl).toBe(turned.url);
    const stored = await t.app.inject({ method: 'GET', url: turned.url });
    // The stored JPEG is upright and carries no EXIF any more: its frame header says 32×64.
    const { readImageHeader } = await import('../../integrations/media/image-header.js');
    expect(readImageHeader(stored.rawPayload)).toMatchObject({ width: 32, height: 64, orientation: 1 });

    const webp = await upload(cookie, f.webp, 'Banner');
    expect(webp.statusCode, webp.body).toBe(201);
    expect(webp.json<MediaItem>()).toMatchObject({ contentType: 'image/jpeg', width: 50, height: 20 });
    const png = await upload(cookie, f.png, 'Chart');
    expect(png.json<MediaItem>()).toMatchObject({ width: 40, height: 30 });
    expect(['image/png', 'image/jpeg']).toContain(png.json<MediaItem>().contentType);
  });

  it('refuses every bad upload with its reason, storing nothing and leaving no scratch file', async () => {
    const { cookie, user } = await signUp(t.app);
    const text = Buffer.from('This is not a video, only words in a file named clip.mp4.\n'.repeat(20));
    const cases: [string, Buffer, string, number][] = [
      ['renamed text', text, 'unsupported', 400],
      ['empty body', Buffer.alloc(0), 'empty', 400],
      ['ten-hour header', fx.withTenHourHeader(f.clip), 'too_long', 400],
      ['audio-only MP4', await fx.audioOnlyMp4(), 'no_video', 400],
      ['animated WebP', fx.animatedWebp(), 'animated', 400],
      ['huge PNG header', fx.pngHeaderClaiming(100_000, 100_000), 'dimensions', 400],
      ['damaged MP4', f.clip.subarray(0, 300), 'unreadable', 400],
      ['clip 4112 px wide', await fx.clipOfSize(4112, 16), 'dimensions', 400],
      ['picture over 20 MB', Buffer.concat([f.png, Buffer.alloc(21 * 1024 * 1024)]), 'too_large', 413],
      ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'unsupported', 400],
    ];
    for (const [label, bytes, reason, status] of cases) {
      const res = await upload(cookie, bytes, 'clip.mp4', 'video/mp4');
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      expect(res.json(), label).toMatchObject({ code: 'MEDIA_REFUSED', details: { reason } });
    }
    expect(await filesOf(user.id)).toEqual([]);
    expect(await t.database.db.select().from(mediaItems).where(eq(mediaItems.userId, user.id))).toEqual([]);
    expect(await scratchLeft()).toEqual([]);
  });

  it('accepts MOV and WebM clips, typed by their bytes', async () => {
    const { cookie } = await signUp(t.app);
    const mov = await upload(cookie, await fx.clipOfSize(32, 24, 'mov'), 'Old camera', 'video/mp4');
    expect(mov.statusCode, mov.body).toBe(201);
    expect(mov.json<MediaItem>()).toMatchObject({ contentType: 'video/quicktime', width: 32, height: 24 });
    const webm = await upload(cookie, await fx.clipWebm(), 'Screen', 'application/octet-stream');
    expect(webm.statusCode, webm.body).toBe(201);
    expect(webm.json<MediaItem>()).toMatchObject({
      contentType: 'video/webm',
      width: 64,
      height: 48,
      durationSeconds: 1,
    });
    const served = await t.app.inject({ method: 'GET', url: webm.json<MediaItem>().url });
    expect(served.headers['content-type']).toMatch(/^video\/webm/);
  });

  it('refuses a body over the byte limit with 413 from its Content-Length, before reading it', async () => {
    const { cookie, user } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media/uploads?name=big',
      headers: {
        origin: APP_URL,
        cookie,
        'content-type': 'video/mp4',
        'content-length': String(201 * 1024 * 1024),
      },
      payload: Buffer.alloc(16),
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ code: 'MEDIA_REFUSED', details: { reason: 'too_large' } });
    expect(await filesOf(user.id)).toEqual([]);
    expect(await scratchLeft()).toEqual([]);
  });

  it('checks the query and the session before reading the body', async () => {
    const { cookie } = await signUp(t.app);
    const unnamed = await t.app.inject({
      method: 'POST',
      url: '/api/media/uploads',
      headers: { origin: APP_URL, cookie, 'content-type': 'image/jpeg' },
      payload: f.png,
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/media/uploads?name=x',
      headers: { origin: APP_URL, 'content-type': 'image/jpeg' },
      payload: f.png,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists newest first, a page at a time, filtered by type and name', async () => {
    const { cookie } = await signUp(t.app);
    const a = (await upload(cookie, f.png, 'Sunrise chart')).json<MediaItem>();
    const b = (await upload(cookie, f.clip, 'Sunset clip')).json<MediaItem>();
    const c = (await upload(cookie, f.webp, 'Mountain')).json<MediaItem>();
    const first = (await call(t.app, 'GET', '/api/media?limit=2', { cookie })).json<MediaList>();
    expect(first.items.map((i) => i.id)).toEqual([c.id, b.id]);
    const second = (
      await call(t.app, 'GET', `/api/media?limit=2&cursor=${first.nextCursor}`, { cookie })
    ).json<MediaList>();
    expect(second).toEqual({ items: [expect.objectContaining({ id: a.id })], nextCursor: null });
    const clips = (await call(t.app, 'GET', '/api/media?type=video', { cookie })).json<MediaList>();
    expect(clips.items.map((i) => i.id)).toEqual([b.id]);
    const sun = (await call(t.app, 'GET', '/api/media?q=SUN', { cookie })).json<MediaList>();
    expect(sun.items.map((i) => i.id)).toEqual([b.id, a.id]);
    expect((await call(t.app, 'GET', '/api/media?cursor=nope', { cookie })).statusCode).toBe(400);
  });

  it('keeps each user to their own items: another user gets 404 and nothing changes', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const item = (await upload(owner.cookie, f.png, 'Private')).json<MediaItem>();
    expect((await call(t.app, 'GET', `/api/media/${item.id}`, { cookie: other.cookie })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'DELETE', `/api/media/${item.id}`, { cookie: other.cookie })).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, 'GET', '/api/media', { cookie: other.cookie })).json<MediaList>().items,
    ).toEqual([]);
    expect(
      (await call(t.app, 'GET', '/api/media/usage', { cookie: other.cookie })).json<StorageUsage>().usedBytes,
    ).toBe(0);
    expect((await call(t.app, 'GET', `/api/media/${item.id}`, { cookie: owner.cookie })).statusCode).toBe(
      200,
    );
    expect(await t.services.mediaLibrary.mediaItem(other.user.id, item.id)).toBeNull();
    expect(await t.services.mediaLibrary.mediaItem(owner.user.id, item.id)).toMatchObject({
      type: 'image',
      width: 40,
    });
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call(t.app, method, `/api/media/${item.id}`)).statusCode).toBe(401);
    }
  });

  it('refuses what does not fit in the plan’s quota, also when uploads race, storing nothing for the refused', async () => {
    const { cookie, user } = await signUp(t.app);
    // One picture measures what an upload stores; the quota is then set so that exactly one more fits.
    const first = (await upload(cookie, f.png, 'First')).json<MediaItem>();
    const size = first.sizeBytes;
    await t.database.db.update(plans).set({ storageQuotaMb: 1 }).where(eq(plans.id, 'free'));
    try {
      const quota = 1024 * 1024;
      const filler = quota - 2 * size - Math.floor(size / 2);
      const [file] = await t.database.db
        .insert(storedFiles)
        .values({
          key: `${'f'.repeat(32)}/filler-${user.id}.wav`,
          userId: user.id,
          contentType: 'audio/wav',
          sizeBytes: filler,
          purpose: 'music-track',
        })
        .returning();
      const { musicTracks } = await import('../../db/schema/index.js');
      await t.database.db.insert(musicTracks).values({
        userId: user.id,
        fileId: file!.id,
        title: 'Filler',
        durationSeconds: 1,
        sizeBytes: filler,
      });
      const before = (await filesOf(user.id)).length;

      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) => upload(cookie, f.png, `Race ${i}`)),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 413, 413, 413]);
      for (const refused of results.filter((r) => r.statusCode === 413)) {
        expect(refused.json()).toMatchObject({
          code: 'STORAGE_QUOTA_EXCEEDED',
          details: { quotaBytes: quota },
        });
      }
      expect((await filesOf(user.id)).length).toBe(before + 1);
      const usage = (await call(t.app, 'GET', '/api/media/usage', { cookie })).json<StorageUsage>();
      expect(usage.usedBytes).toBe(filler + 2 * size);
      expect(usage.usedBytes).toBeLessThanOrEqual(usage.quotaBytes);
      expect(await scratchLeft()).toEqual([]);
    } finally {
      await t.database.db.update(plans).set({ storageQuotaMb: 200 }).where(eq(plans.id, 'free'));
    }
  });

  it("deletes the user's media bytes with their account", async () => {
    const { cookie, user } = await signUp(t.app);
    const item = (await upload(cookie, f.clip, 'Mine')).json<MediaItem>();
    await t.services.accountDeletion.deleteUser(user.id);
    expect(await filesOf(user.id)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: item.posterUrl })).statusCode).toBe(404);
  });

  it('adds stock picks through the seam once per user, with their credit', async () => {
    const { user } = await signUp(t.app);
    const other = await signUp(t.app);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'forja-stock-'));
    try {
      const file = path.join(dir, 'pick.bin');
      await writeFile(file, f.webp);
      const stock = {
        provider: 'pexels' as const,
        id: '12345',
        credit: {
          provider: 'pexels' as const,
          author: 'Ana',
          authorUrl: null,
          sourceUrl: 'https://www.pexels.com/photo/12345/',
        },
      };
      expect(await t.services.mediaLibrary.findStock(user.id, 'pexels', '12345')).toBeNull();
      // Two picks at once: one item, which both answer.
      const [a, b] = await Promise.all([
        t.services.mediaLibrary.add(user.id, { path: file, name: 'Forest', stock }),
        t.services.mediaLibrary.add(user.id, { path: file, name: 'Forest', stock }),
      ]);
      expect(a).toMatchObject({ origin: 'stock', type: 'image', credit: stock.credit });
      expect(b!.id).toBe(a!.id);
      expect(await t.services.mediaLibrary.findStock(user.id, 'pexels', '12345')).toEqual(a);
      expect(await t.services.mediaLibrary.findStock(other.user.id, 'pexels', '12345')).toBeNull();
      expect(await t.services.mediaLibrary.mediaItem(user.id, a!.id)).toMatchObject({ credit: stock.credit });
      // The loser's files went again: only the item's file is left.
      expect((await filesOf(user.id)).length).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
