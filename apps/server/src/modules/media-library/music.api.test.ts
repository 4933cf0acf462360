import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusicList, MusicTrack, StorageUsage } from '@forja/contracts';
import { musicTracks, storedFiles } from '../../db/schema/index.js';
import { APP_URL, call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import * as fx from './media-fixtures.js';

/* The music library: the administrator's tracks for everyone, a user's own tracks for them. */

describe.each(databaseKinds)('music library on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let wav: Buffer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app); // the first account: the owner
    wav = await fx.toneWav(2);
  });
  afterAll(() => t.close());

  const upload = (url: string, cookie: string | undefined, bytes: Buffer) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: APP_URL, 'content-type': 'audio/wav', ...(cookie ? { cookie } : {}) },
      payload: bytes,
    });
  const mine = (cookie: string, bytes: Buffer, title = 'Morning') =>
    upload(`/api/music/uploads?title=${encodeURIComponent(title)}&artist=Me&licence=CC-BY`, cookie, bytes);
  const library = (cookie: string | undefined, bytes: Buffer, title = 'Library tune') =>
    upload(`/api/admin/music/uploads?title=${encodeURIComponent(title)}`, cookie, bytes);
  const filesOf = (userId: string) =>
    t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, userId));

  it('lets a user upload, list and delete their own tracks, counted towards their quota', async () => {
    const { cookie, user } = await signUp(t.app);
    const res = await mine(cookie, wav);
    expect(res.statusCode, res.body).toBe(201);
    const track = res.json<MusicTrack>();
    expect(track).toMatchObject({
      title: 'Morning',
      artist: 'Me',
      licence: 'CC-BY',
      owner: 'mine',
      sizeBytes: wav.length,
    });
    expect(track.durationSeconds).toBeCloseTo(2, 1);
    const served = await t.app.inject({ method: 'GET', url: track.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(wav)).toBe(true);
    expect((await call(t.app, 'GET', '/api/media/usage', { cookie })).json<StorageUsage>().usedBytes).toBe(
      wav.length,
    );
    expect(await t.services.mediaLibrary.musicTrack(user.id, track.id)).toMatchObject({
      contentType: 'audio/wav',
      title: 'Morning',
    });

    const list = (await call(t.app, 'GET', '/api/music', { cookie })).json<MusicList>();
    expect(list.items.filter((i) => i.owner === 'mine')).toEqual([track]);

    expect((await call(t.app, 'DELETE', `/api/music/${track.id}`, { cookie })).statusCode).toBe(204);
    expect(await filesOf(user.id)).toEqual([]);
    expect((await call(t.app, 'GET', '/api/media/usage', { cookie })).json<StorageUsage>().usedBytes).toBe(0);
  });

  it('refuses a clip without sound, a picture, an empty body and a renamed text file as music', async () => {
    const { cookie, user } = await signUp(t.app);
    const silentClip = await fx.clipMp4();
    const cases: [Buffer, string][] = [
      [silentClip, 'no_audio'],
      [await fx.picture(32, 32), 'unsupported'],
      [Buffer.alloc(0), 'empty'],
      [Buffer.from('just some words\n'.repeat(10)), 'unsupported'],
    ];
    for (const [bytes, reason] of cases) {
      const res = await mine(cookie, bytes);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'MEDIA_REFUSED', details: { reason } });
    }
    expect(await filesOf(user.id)).toEqual([]);
  });

  it('keeps a user’s tracks to them: another user cannot see, use or delete them', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const track = (await mine(owner.cookie, wav, 'Secret song')).json<MusicTrack>();
    const theirs = (await call(t.app, 'GET', '/api/music', { cookie: other.cookie })).json<MusicList>();
    expect(theirs.items.map((i) => i.id)).not.toContain(track.id);
    expect((await call(t.app, 'DELETE', `/api/music/${track.id}`, { cookie: other.cookie })).statusCode).toBe(
      404,
    );
    expect(await t.services.mediaLibrary.musicTrack(other.user.id, track.id)).toBeNull();
    const [row] = await t.database.db.select().from(musicTracks).where(eq(musicTracks.id, track.id));
    expect(row?.title).toBe('Secret song');
  });

  it('lets only administrators manage the library, whose tracks everyone sees and counts towards nobody', async () => {
    const user = await signUp(t.app);
    expect((await library(undefined, wav)).statusCode).toBe(401);
    expect((await library(user.cookie, wav)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/music')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/music', { cookie: user.cookie })).statusCode).toBe(403);

    const res = await library(admin.cookie, wav, 'Calm piano');
    expect(res.statusCode, res.body).toBe(201);
    const track = res.json<MusicTrack>();
    expect(track).toMatchObject({ owner: 'library', title: 'Calm piano', artist: '', licence: '' });
    expect(
      (await call(t.app, 'GET', '/api/media/usage', { cookie: admin.cookie })).json<StorageUsage>().usedBytes,
    ).toBe(0);

    const seen = (await call(t.app, 'GET', '/api/music', { cookie: user.cookie })).json<MusicList>();
    expect(seen.items).toContainEqual(track);
    expect(await t.services.mediaLibrary.musicTrack(user.user.id, track.id)).toMatchObject({
      title: 'Calm piano',
    });
    const adminList = (
      await call(t.app, 'GET', '/api/admin/music', { cookie: admin.cookie })
    ).json<MusicList>();
    expect(adminList.items.every((i) => i.owner === 'library')).toBe(true);
    expect(adminList.items.map((i) => i.id)).toContain(track.id);

    // A user cannot delete a library track; the administrator's route deletes only library tracks.
    expect((await call(t.app, 'DELETE', `/api/music/${track.id}`, { cookie: user.cookie })).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, 'DELETE', `/api/admin/music/${track.id}`, { cookie: user.cookie })).statusCode,
    ).toBe(403);
    const usersTrack = (await mine(user.cookie, wav)).json<MusicTrack>();
    expect(
      (await call(t.app, 'DELETE', `/api/admin/music/${usersTrack.id}`, { cookie: admin.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/admin/music/${track.id}`, { cookie: admin.cookie })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: track.url })).statusCode).toBe(404);
    expect(await t.services.mediaLibrary.musicTrack(user.user.id, track.id)).toBeNull();
  });
});
