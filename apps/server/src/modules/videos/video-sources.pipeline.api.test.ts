import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  videoScenesCost,
  type GenerationRecord,
  type MediaItem,
  type VideoOutput,
  type VideoRecord,
  type VideoRequestBody,
} from '@forja/contracts';
import { creditAccounts } from '../../db/schema/index.js';
import { findFfmpeg } from '../../integrations/media/find-ffmpeg.js';
import { probeMedia } from '../../integrations/media/probe-media.js';
import { measureLoudness } from '../../integrations/video-render/measure-loudness.js';
import {
  audioSamples,
  decodeAll,
  levelDb,
  makeClip,
  makeStill,
  makeWav,
} from '../../integrations/video-render/render-test-media.js';
import type {
  RenderRequest,
  RenderResult,
  VideoRenderer,
} from '../../integrations/video-render/video-renderer.js';
import {
  FAKE_STOCK_KEYS,
  makeTestClip,
  startFakeStockServer,
  type FakeStockServer,
} from '../../test/fake-stock-server.js';
import { APP_URL, call, createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { settingsBody } from '../../test/settings-test-helpers.js';
import { lazyLocalRenderer } from '../media/media-tools.js';
import { videoStudioFrom } from './videos.module.js';

/*
 * The second pass end to end with the real tools (issue 25): a video whose scenes come from an
 * uploaded picture, an uploaded clip looped and another trimmed, an image of the images archive
 * and a stock photo from a fake Pexels, with the user's music under espeak-ng's narration. The
 * MP4 is probed, measured with the renderer's own loudness meter and listened to: the music is
 * lower while the voice speaks than in the pauses. Then one scene changes: only it is rendered
 * again (its segment and the transitions beside it; the others re-used) and only it is charged.
 */

/** The music: one high tone, far above the voice's own energy, so its band can be measured under it. */
const MUSIC_HZ = 9000;
const SMALL = 320;

describe('a video from every scene source, with music, then one scene changed', () => {
  let t: TestApp;
  let stock: FakeStockServer;
  let ffmpeg: string;
  let dir: string;
  const renders: { request: RenderRequest; result: RenderResult }[] = [];

  beforeAll(async () => {
    ffmpeg = (await findFfmpeg()).path;
    dir = await mkdtemp(path.join(tmpdir(), 'forja-sources-'));
    stock = await startFakeStockServer({ clip: await makeTestClip(ffmpeg) });
    t = await createTestApp('pglite', {
      env: { PEXELS_API_URL: stock.url, PIXABAY_API_URL: stock.url, ALLOWED_PRIVATE_HOSTS: '127.0.0.1' },
      overrides: (s) => {
        const real = lazyLocalRenderer(s.config, s.log);
        const small: VideoRenderer = {
          get name() {
            return real.name;
          },
          render: async (request) => {
            const result = await real.render({ ...request, maxLongSide: SMALL });
            renders.push({ request, result });
            return result;
          },
        };
        return { videoStudio: videoStudioFrom(s, { renderer: small }) };
      },
    });
    const admin = await signUp(t.app);
    const keys = await call(t.app, 'PUT', '/api/admin/generation-settings', {
      cookie: admin.cookie,
      body: { ...settingsBody(), stock: { pexels: { apiKey: FAKE_STOCK_KEYS.pexels } } },
    });
    expect(keys.statusCode, keys.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await stock.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = async (cookie: string, url: string, file: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: APP_URL, cookie, 'content-type': 'application/octet-stream' },
      payload: await readFile(file),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<MediaItem & { id: string }>();
  };
  /** Starts a generation and answers it once finished: the events stream ends when it does. */
  const finished = async (cookie: string, kind: string, input: unknown) => {
    const start = await call(t.app, 'POST', '/api/generations', { cookie, body: { kind, input } });
    expect(start.statusCode, start.body).toBe(202);
    const id = start.json<GenerationRecord>().id;
    await call(t.app, 'GET', `/api/generations/${id}/events`, { cookie });
    return (await call(t.app, 'GET', `/api/generations/${id}`, { cookie })).json<GenerationRecord>();
  };
  const balance = async (userId: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)))[0]!.balance;

  it('renders the five sources with ducked music, then re-renders one changed scene for its price only', async () => {
    const { cookie, user } = await signUp(t.app);
    await t.database.db
      .update(creditAccounts)
      .set({ balance: 500 })
      .where(eq(creditAccounts.userId, user.id));

    // The sources: an uploaded still, two uploaded clips (2 s, looped in a 5 s scene; 8 s, from
    // its third second), an image saved in the images archive, a Pexels photo.
    const still = await upload(
      cookie,
      '/api/media/uploads?name=Harbour',
      await makeStill(ffmpeg, path.join(dir, 'harbour.jpg'), 'testsrc=s=480x320'),
    );
    const shortClip = await upload(
      cookie,
      '/api/media/uploads?name=Waves',
      await makeClip(ffmpeg, path.join(dir, 'waves.mp4'), 'testsrc2=s=320x240:r=25:d=2'),
    );
    const longClip = await upload(
      cookie,
      '/api/media/uploads?name=Gulls',
      await makeClip(ffmpeg, path.join(dir, 'gulls.mp4'), 'smptebars=s=320x240:r=25:d=8'),
    );
    const images = await finished(cookie, 'images', { prompt: 'A lighthouse at dusk over a calm sea' });
    expect(images.status, JSON.stringify(images.error)).toBe('succeeded');
    const image = (images.output as { images: { fileId: string }[] }).images[0]!;
    const saved = await call(t.app, 'POST', '/api/images', {
      cookie,
      body: { generationId: images.id, fileId: image.fileId },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const archived = saved.json<{ id: string }>();
    const photo = await call(t.app, 'POST', '/api/media/stock/pick', {
      cookie,
      body: { provider: 'pexels', type: 'image', id: '1003' },
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const music = await upload(
      cookie,
      '/api/music/uploads?title=High%20tone&licence=CC0',
      await makeWav(ffmpeg, path.join(dir, 'tone.wav'), `sine=frequency=${MUSIC_HZ}:duration=12`),
    );

    const scene = (
      id: string,
      text: string,
      media: NonNullable<VideoRequestBody['scenes'][number]['media']>,
    ) => ({
      id,
      imagePrompt: `The harbour, scene ${id}, seen from the lighthouse`,
      voiceOverText: text,
      media,
    });
    const video: VideoRequestBody = {
      videoTitle: 'The harbour at dusk',
      resolution: 'sd',
      secondsPerScene: 5,
      scenes: [
        scene('upload', 'The harbour wakes.', { kind: 'media', mediaId: still.id }),
        scene('loop', 'Waves roll in.', { kind: 'media', mediaId: shortClip.id, fit: 'loop' }),
        scene('archive', 'The lamp is lit.', { kind: 'archive', imageId: archived.id }),
        scene('stock', 'Boats come home.', { kind: 'media', mediaId: photo.json<MediaItem>().id }),
        scene('trim', 'Gulls settle.', { kind: 'media', mediaId: longClip.id, startSeconds: 3 }),
      ],
      music: { trackId: music.id, volume: 60 },
    };
    const before = await balance(user.id);
    const first = await finished(cookie, 'video', video);
    expect(first.status, JSON.stringify(first.error)).toBe('succeeded');
    const output = first.output as VideoOutput;
    expect(before - (await balance(user.id))).toBe(first.cost);

    // Probed: 5 scenes × 5 s, sound, a playable file with every frame decodable.
    const file = path.join(dir, 'v1.mp4');
    await writeFile(file, (await call(t.app, 'GET', output.url)).rawPayload);
    const info = await probeMedia(ffmpeg, file);
    expect(info.durationSeconds).toBeGreaterThan(25 - 0.1);
    expect(info.durationSeconds).toBeLessThan(25 + 0.15);
    expect(info.audio).not.toBeNull();
    expect(Math.max(info.video!.width, info.video!.height)).toBeLessThanOrEqual(SMALL);
    expect((await decodeAll(ffmpeg, file)).errors).toBe('');
    expect((await measureLoudness(ffmpeg, file)).integrated).toBeGreaterThan(-14 - 1.5);
    expect((await measureLoudness(ffmpeg, file)).integrated).toBeLessThan(-14 + 1.5);

    // Each scene's visual came from its source; the clips were passed with their start and fit.
    const { request } = renders[0]!;
    expect(request.scenes.map((s) => s.visual.kind)).toEqual(['image', 'clip', 'image', 'image', 'clip']);
    expect(request.scenes[1]!.visual).toMatchObject({ kind: 'clip', fit: 'loop', startSeconds: 0 });
    expect(request.scenes[4]!.visual).toMatchObject({ kind: 'clip', startSeconds: 3 });
    expect(request.music).toMatchObject({ volume: 60 });

    // The music's band while each narration speaks against the pause after it.
    const rate = 22050;
    const band = await audioSamples(ffmpeg, file, `bandpass=f=${MUSIC_HZ}:width_type=q:w=20`, rate);
    const speaking: number[] = [];
    const pauses: number[] = [];
    request.scenes.forEach((s, i) => {
      const start = i * 5;
      const spoken = (s.narration?.durationMs ?? 0) / 1000;
      expect(spoken).toBeGreaterThan(0.6);
      expect(spoken).toBeLessThan(4);
      speaking.push(levelDb(band, rate, start + 0.15, start + spoken - 0.1));
      pauses.push(levelDb(band, rate, start + spoken + 0.6, start + 4.6));
    });
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean(pauses) - mean(speaking)).toBeGreaterThan(3);

    // One scene's narration changes: a second version, only that scene rendered and charged.
    const v1 = (await call(t.app, 'GET', '/api/videos', { cookie })).json<{ items: VideoRecord[] }>()
      .items[0]!;
    expect(v1).toMatchObject({ version: 1, revisable: true });
    expect(v1.credits).toEqual([expect.objectContaining({ provider: 'pexels' })]);
    const draft = (await call(t.app, 'GET', `/api/videos/${v1.id}/draft`, { cookie })).json<{
      draft: { scenes: VideoRequestBody['scenes']; music: VideoRequestBody['music'] };
    }>().draft;
    const changed = { ...draft.scenes[2]!, voiceOverText: 'The lamp turns all night long.' };
    const revisedScenes = draft.scenes.map((s) => (s.id === changed.id ? changed : s));
    const beforeRevision = await balance(user.id);
    const second = await finished(cookie, 'videoRevision', {
      videoId: v1.id,
      scenes: revisedScenes,
      music: draft.music,
    });
    expect(second.status, JSON.stringify(second.error)).toBe('succeeded');
    const price = videoScenesCost([{ media: { kind: 'archive', imageId: archived.id } }], {
      secondsPerScene: 5,
      imageModel: 'freepik-classic',
    });
    expect(second.cost).toBe(price);
    expect(beforeRevision - (await balance(user.id))).toBe(price);
    expect((second.output as VideoOutput).scenesRendered).toBe(1);
    const revision = renders[1]!;
    const reused = revision.result.segments.filter((s) => s.reused).length;
    expect(reused).toBeGreaterThan(0);
    const [full, one] = [renders[0]!.result.cpuSeconds, revision.result.cpuSeconds];
    console.info(
      `[sources] full render ${full?.toFixed(2)} s ffmpeg CPU, one scene changed ${one?.toFixed(2)} s ` +
        `(${reused} of ${revision.result.segments.length} segments re-used)`,
    );
    // Only the changed scene's body and the transitions on either side of it were encoded again:
    // that is why a change re-renders faster (at this tiny frame the sound's assembly weighs as
    // much as the pictures, so the CPU figures are printed, not compared; the renderer's own
    // segment test and `npm run bench -- render` compare them at sizes where pictures dominate).
    const encoded = revision.result.segments.filter((s) => !s.reused);
    expect(encoded.filter((s) => s.kind === 'scene').map((s) => s.sceneIndex)).toEqual([2]);
    expect(encoded.every((s) => s.sceneIndex === 1 || s.sceneIndex === 2)).toBe(true);
    expect(encoded.length).toBeLessThanOrEqual(3);

    const library = (await call(t.app, 'GET', '/api/videos', { cookie })).json<{ items: VideoRecord[] }>()
      .items;
    expect(library.map((v) => v.version)).toEqual([2, 1]);
    expect(library[0]!.parentVideoId).toBe(v1.id);
    const file2 = path.join(dir, 'v2.mp4');
    await writeFile(file2, (await call(t.app, 'GET', (second.output as VideoOutput).url)).rawPayload);
    expect((await probeMedia(ffmpeg, file2)).durationSeconds).toBeGreaterThan(25 - 0.1);
    expect((await decodeAll(ffmpeg, file2)).errors).toBe('');
  });
});
