import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_COST } from '@forja/contracts';
import { creditAccounts, creditLedger, generations } from '../../db/schema/index.js';
import { createBuiltinProvider, type GenerationProvider } from '../../integrations/generation/index.js';
import { createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { ARTICLE_INPUT, gate } from '../../test/queued-article.js';
import { createTestResolver, withResolver } from '../../test/test-provider.js';
import type { CreditOperations } from '../credits/credits.service.js';
import { createGenerationEngine, STALE_AFTER_SECONDS } from './generation-engine.service.js';
import { SWEEP_GENERATIONS_JOB } from './generation.jobs.js';

/*
 * A queued generation runs once at a time (issue 21, item 7): when the sweeper gives up on a
 * run whose process stopped answering (its heartbeat stale) and queues it again, the new
 * attempt is the only one that may report, capture or release. The old run, if its process
 * comes back, learns at its next heartbeat that it must stop (its ffmpeg is killed with its
 * signal), and whatever it stored is deleted.
 */
describe.each(databaseKinds)('a run the sweeper gave up on, on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: withResolver(resolver) });
    await signUp(t.app);
  });
  afterAll(() => t.close());

  it('is told to stop when its process comes back, and only the re-queued attempt is charged', async () => {
    const { user } = await signUp(t.app);
    // The re-queued attempt's provider: held until the test lets it answer.
    const secondAnswer = gate();
    let secondStarted = false;
    const builtin = createBuiltinProvider();
    const provider: GenerationProvider = {
      ...builtin,
      article: async (input, signal) => {
        secondStarted = true;
        await secondAnswer.wait();
        return builtin.article(input, signal);
      },
    };
    resolver.use(provider);

    // The first run, in a process that stalls: its heartbeats are held while `stalled`.
    const ops = t.services.creditOperations;
    let stalled: ReturnType<typeof gate> | null = null;
    const stallingOps: CreditOperations = {
      ...ops,
      heartbeat: async (...args) => {
        await stalled?.wait();
        return ops.heartbeat(...args);
      },
    };
    const first = createGenerationEngine(stallingOps, pino({ level: 'silent' }), { heartbeatMs: 50 });
    const id = await first.enqueue({
      userId: user.id,
      kind: 'article',
      provider: 'builtin',
      input: ARTICLE_INPUT,
      cost: ARTICLE_COST,
    });
    let firstSignal: AbortSignal | undefined;
    let firstUndone = false;
    const firstAnswer = gate();
    const firstRun = first.runQueued(id, 'builtin', () => async (ctx) => {
      firstSignal = ctx.signal;
      ctx.whenDiscarded(async () => void (firstUndone = true));
      await firstAnswer.wait();
      return { html: '<p>The first run</p>', metaDescription: 'x', tags: ['a', 'b', 'c'] };
    });
    const firstEnded = firstRun.then(
      () => 'captured',
      (error: unknown) => error,
    );
    await expect.poll(() => firstSignal !== undefined).toBe(true);

    // Its process stops answering; the sweeper finds its heartbeat stale and queues it again.
    stalled = gate();
    await t.database.db
      .update(generations)
      .set({ heartbeatAt: sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS + 1})` })
      .where(eq(generations.id, id));
    const sweeping = t.services.jobs.send(SWEEP_GENERATIONS_JOB, {});
    await expect.poll(() => secondStarted, { timeout: 10_000 }).toBe(true);

    // The first process comes back: its next heartbeat tells it the run is no longer its own.
    stalled.open();
    await expect.poll(() => firstSignal!.aborted, { timeout: 10_000 }).toBe(true);
    expect(await firstEnded).toMatchObject({ code: 'CANCELLED' });
    expect(firstUndone).toBe(true);
    firstAnswer.open();

    secondAnswer.open();
    await sweeping;
    const [row] = await t.database.db.select().from(generations).where(eq(generations.id, id));
    expect(row, row?.error ?? '').toMatchObject({ status: 'succeeded', attempts: 2 });
    expect((row!.output as { html: string }).html).not.toContain('The first run');
    const [account] = await t.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, user.id));
    expect(account).toMatchObject({ balance: 50 - ARTICLE_COST, held: 0, activeGenerations: 0 });
    const charges = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, 'generation')));
    expect(charges).toHaveLength(1);
    resolver.use(null);
  });
});
