import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GenerationRecord } from '@forja/contracts';
import { creditAccounts, storedFiles } from '../../db/schema/index.js';
import { cancelHooks } from '../../test/cancel-hooks.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';

// Real speech synthesis for the voice-over: slower than most suites on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/*
 * The engine decides once between completion and cancellation, for every kind (issue 21,
 * item 3): a cancel landing at the very moment a generation completes (its result in, its
 * files stored, not yet charged) leaves nothing charged, no result recorded, and deletes every
 * file the work stored. The video render has its own suite (videos/video-cancel.api.test.ts).
 */
describe.each(databaseKinds)('a cancel at the moment of completion on %s', (kind) => {
  let t: TestApp;
  const hooks = cancelHooks();
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: (s) => hooks.install(s) });
    await signUp(t.app);
  });
  afterAll(() => t.close());
  beforeEach(() => hooks.reset());

  const account = async (userId: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)))[0]!;
  const filesOf = (userId: string) =>
    t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, userId));

  /** Starts `kind` with a cancel that lands just before its capture; answers the record after it. */
  async function cancelledAtCapture(cookie: string, kindName: string, input: unknown) {
    let cancelled: GenerationRecord | undefined;
    hooks.beforeCapture = async (generationId) => {
      cancelled = (
        await call(t.app, 'POST', `/api/generations/${generationId}/cancel`, { cookie })
      ).json<GenerationRecord>();
    };
    const started = await call(t.app, 'POST', '/api/generations', {
      cookie,
      body: { kind: kindName, input },
    });
    expect([200, 202]).toContain(started.statusCode);
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    const id = started.json<GenerationRecord>().id;
    return (await call(t.app, 'GET', `/api/generations/${id}`, { cookie })).json<GenerationRecord>();
  }

  it('a voice-over: nothing charged, no result, its WAV and MP3 deleted, nothing to save', async () => {
    const { cookie, user } = await signUp(t.app);
    const record = await cancelledAtCapture(cookie, 'voiceOver', {
      text: 'A short text to speak.',
      voice: 'en-US-BrianMultilingualNeural',
    });
    expect(record).toMatchObject({ status: 'cancelled', output: null });
    expect(await account(user.id)).toMatchObject({ balance: 50, held: 0, activeGenerations: 0 });
    await expect.poll(async () => (await filesOf(user.id)).length, { timeout: 10_000 }).toBe(0);
    const save = await call(t.app, 'POST', '/api/voice-overs', { cookie, body: { generationId: record.id } });
    expect(save.statusCode).toBe(404);
  });

  it('images: nothing charged, no result, every stored image deleted', async () => {
    const { cookie, user } = await signUp(t.app);
    const record = await cancelledAtCapture(cookie, 'images', {
      prompt: 'A lighthouse on a cliff at dusk',
      resolution: '512x512',
      count: 2,
    });
    expect(record).toMatchObject({ status: 'cancelled', output: null });
    expect(await account(user.id)).toMatchObject({ balance: 50, held: 0, activeGenerations: 0 });
    await expect.poll(async () => (await filesOf(user.id)).length, { timeout: 10_000 }).toBe(0);
  });

  it('a queued article: nothing charged, no result kept, nothing to save', async () => {
    const { cookie, user } = await signUp(t.app);
    const record = await cancelledAtCapture(cookie, 'article', {
      idea: 'How small bakeries can win local customers online',
      title: 'Bread and Reviews',
    });
    expect(record).toMatchObject({ status: 'cancelled', output: null });
    expect(await account(user.id)).toMatchObject({ balance: 50, held: 0, activeGenerations: 0 });
  });

  it('a cancel that loses the race changes nothing: the result is kept and charged', async () => {
    const { cookie, user } = await signUp(t.app);
    const started = await call(t.app, 'POST', '/api/generations', {
      cookie,
      body: {
        kind: 'images',
        input: { prompt: 'A lighthouse on a cliff at dusk', resolution: '512x512', count: 1 },
      },
    });
    const id = started.json<GenerationRecord>().id;
    const late = await call(t.app, 'POST', `/api/generations/${id}/cancel`, { cookie });
    expect(late.json()).toMatchObject({ status: 'succeeded' });
    expect((await account(user.id)).held).toBe(0);
    expect((await account(user.id)).balance).toBeLessThan(50);
    expect(await filesOf(user.id)).toHaveLength(1);
  });
});
