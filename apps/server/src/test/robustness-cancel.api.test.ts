import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  videoRenderCost,
  videoRequestSchema,
  type GenerationRecord,
  type VideoRecord,
} from '@forja/contracts';
import { creditAccounts, creditLedger, storedFiles } from '../db/schema/index.js';
import { createBuiltinProvider, type GenerationProvider } from '../integrations/generation/index.js';
import { encodePng } from '../integrations/generation/builtin/image/png.js';
import { videoStudioFrom } from '../modules/videos/videos.module.js';
import type { VideoRenderer } from '../integrations/video-render/video-renderer.js';
import { fakeRenderer, fakeSpeech } from './fakes/fake-media.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from './harness.js';
import { createTestResolver } from './test-provider.js';
import { VIDEO } from './video-fixtures.js';

/*
 * Cancel racing completion (issue 21, item 3): for each render, a burst of concurrent cancel
 * requests is fired as the render completes (a little later each attempt, so the bursts land
 * across storing the MP4, keeping it and charging it). Whatever the interleaving, each attempt
 * ends one of two ways and only one: succeeded, charged once, its MP4 kept and playable; or
 * cancelled, nothing charged, every file it stored gone, no video in the library. Every cancel
 * answer agrees with that end.
 */

/** After the renderer is done: when each racing burst is fired (ms), across storing, keeping and charging. */
const DELAYS = [0, 2, 5, 10, 15, 20, 30, 45, 60, 90];
const ATTEMPTS = DELAYS.length + 2;
const BURST = 8;
const COST = videoRenderCost(videoRequestSchema.parse(VIDEO));

/** Scene images in no time: the race is about completing, not drawing. */
const TINY_PNG = encodePng(2, 2, new Uint8Array(12).fill(120));
const quickImages: GenerationProvider = {
  ...createBuiltinProvider(),
  image: async () => ({ kind: 'bytes', data: TINY_PNG, contentType: 'image/png' }),
};

describe.each(databaseKinds)('cancel racing the completion of a render on %s (pg-boss)', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  resolver.use(quickImages);
  const fake = fakeRenderer();
  /** Fired (not awaited) the moment the renderer is done; the rest of the completion races it. */
  let onRendered: (() => void) | null = null;
  const renderer: VideoRenderer = {
    name: fake.name,
    async render(request) {
      const result = await fake.render(request);
      onRendered?.();
      return result;
    },
  };
  beforeAll(async () => {
    t = await createTestApp(kind, {
      queue: 'pg-boss',
      overrides: (s) => ({
        providerResolver: resolver,
        videoStudio: videoStudioFrom(
          { ...s, providerResolver: resolver },
          { renderer, speech: fakeSpeech() },
        ),
      }),
    });
    await signUp(t.app);
  });
  afterAll(() => t.close());

  const record = async (cookie: string, id: string) =>
    (await call(t.app, 'GET', `/api/generations/${id}`, { cookie })).json<GenerationRecord>();
  const cancelBurst = (cookie: string, id: string) =>
    Promise.all(
      Array.from({ length: BURST }, () =>
        call(t.app, 'POST', `/api/generations/${id}/cancel`, { cookie }).then((r) => {
          expect(r.statusCode).toBe(200);
          return r.json<GenerationRecord>().status;
        }),
      ),
    );

  it(`ends each of ${ATTEMPTS} renders either kept and charged, or cancelled with nothing charged and nothing left`, async () => {
    const ends: string[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const last = attempt === ATTEMPTS - 1;
      const { cookie, user } = await signUp(t.app);
      // The burst's answers, once it is fired (the id is known by then: the render has started).
      let fire!: () => void;
      let id = '';
      const burst = new Promise<void>((resolve) => (fire = resolve)).then(() => cancelBurst(cookie, id));
      // The first burst lands while rendering (a sure cancel), the last after the charge (a
      // sure success); the others DELAYS after the renderer is done, racing the completion.
      const delay = DELAYS[attempt - 1];
      onRendered = delay === undefined ? null : () => void setTimeout(fire, delay);
      fake.during = attempt === 0 ? async () => fire() : undefined;
      const res = await call(t.app, 'POST', '/api/generations', {
        cookie,
        body: { kind: 'video', input: VIDEO },
      });
      expect(res.statusCode).toBe(202);
      id = res.json<GenerationRecord>().id;

      await expect
        .poll(async () => (await record(cookie, id)).status, { timeout: 30_000 })
        .toMatch(/^(succeeded|cancelled)$/);
      if (last) fire();
      const answers = await burst;
      const end = (await record(cookie, id)).status;
      ends.push(end);
      // Every cancel answer says the same as the end: none won after the charge, none lost to it wrongly.
      expect(answers, `attempt ${attempt}`).toEqual(Array(BURST).fill(end));

      const [account] = await t.database.db
        .select()
        .from(creditAccounts)
        .where(eq(creditAccounts.userId, user.id));
      const charges = await t.database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, 'generation')));
      const videos = (await call(t.app, 'GET', '/api/videos', { cookie })).json<{ items: VideoRecord[] }>()
        .items;
      const count = (await call(t.app, 'GET', '/api/videos/count', { cookie })).json<{ count: number }>();
      if (end === 'succeeded') {
        expect(account, `attempt ${attempt}`).toMatchObject({
          balance: 50 - COST,
          held: 0,
          activeGenerations: 0,
        });
        expect(charges.map((c) => c.amount)).toEqual([-COST]);
        expect(videos).toHaveLength(1);
        expect(videos[0]).toMatchObject({ status: 'completed', generationId: id });
        expect(count.count).toBe(1);
        expect((await call(t.app, 'GET', videos[0]!.url!)).statusCode).toBe(200);
        // The video's MP4 (its scenes' segments, kept for a revision, are MP4s too).
        const mp4 = await t.database.db
          .select()
          .from(storedFiles)
          .where(and(eq(storedFiles.userId, user.id), eq(storedFiles.purpose, 'video')));
        expect(mp4.map((f) => [f.saved, f.deletedAt])).toEqual([[true, null]]);
      } else {
        expect(account, `attempt ${attempt}`).toMatchObject({ balance: 50, held: 0, activeGenerations: 0 });
        expect(charges).toEqual([]);
        expect(videos).toEqual([]);
        expect(count.count).toBe(0);
        // The worker deletes what the render stored as soon as it learns it was not kept.
        await expect
          .poll(
            async () =>
              (await t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, user.id))).length,
            { timeout: 15_000 },
          )
          .toBe(0);
      }
    }
    onRendered = null;
    expect(ends[0]).toBe('cancelled');
    expect(ends.at(-1)).toBe('succeeded');
  }, 300_000);
});
