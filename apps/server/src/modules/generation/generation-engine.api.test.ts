import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAccounts, creditLedger, generations } from '../../db/schema/index.js';
import { createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { SWEEP_GENERATIONS_JOB as RELEASE_STALE_HOLDS_JOB } from './generation.jobs.js';
import { createGenerationEngine, STALE_AFTER_SECONDS } from './generation-engine.service.js';

describe.each(databaseKinds)('generation engine on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await signUp(t.app); // the administrator; the accounts below are ordinary users
  });
  afterAll(() => t.close());

  const account = async (userId: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)))[0]!;
  const ledgerSum = async (userId: string) =>
    (await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).reduce(
      (s, r) => s + r.amount,
      0,
    );
  const request = (userId: string, cost: number) => ({
    userId,
    kind: 'article',
    provider: 'builtin',
    input: { idea: 'x' },
    cost,
  });

  it('captures the cost when the result is in, and records the generation', async () => {
    const { user } = await signUp(t.app);
    const { generationId, output } = await t.services.generationEngine.run(request(user.id, 2), async () => ({
      html: '<p>ok</p>',
    }));
    expect(output).toEqual({ html: '<p>ok</p>' });
    expect(await account(user.id)).toMatchObject({ balance: 48, held: 0, activeGenerations: 0 });
    const [row] = await t.database.db.select().from(generations).where(eq(generations.id, generationId));
    expect(row).toMatchObject({ status: 'succeeded', cost: 2, output: { html: '<p>ok</p>' } });
    expect(row!.finishedAt).toBeTruthy();
    expect(await ledgerSum(user.id)).toBe(48);
  });

  it('charges nothing when the provider fails, and keeps the error on the record', async () => {
    const { user } = await signUp(t.app);
    const failure = Object.assign(new Error('Webhook URL not found (404).'), { code: 'WEBHOOK_NOT_FOUND' });
    await expect(
      t.services.generationEngine.run(request(user.id, 5), async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await account(user.id)).toMatchObject({ balance: 50, held: 0, activeGenerations: 0 });
    const [row] = await t.database.db.select().from(generations).where(eq(generations.userId, user.id));
    expect(row).toMatchObject({ status: 'failed', errorCode: 'WEBHOOK_NOT_FOUND' });
  });

  it("records a system error's code (the bucket unreachable: ECONNREFUSED) as PROVIDER_ERROR, with its text kept", async () => {
    const { user } = await signUp(t.app);
    const failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    await expect(
      t.services.generationEngine.run(request(user.id, 5), async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await account(user.id)).toMatchObject({ balance: 50, held: 0, activeGenerations: 0 });
    const [row] = await t.database.db.select().from(generations).where(eq(generations.userId, user.id));
    expect(row).toMatchObject({
      status: 'failed',
      errorCode: 'PROVIDER_ERROR',
      error: 'connect ECONNREFUSED 127.0.0.1:9000',
    });
  });

  it('refuses a generation the available credits do not cover, with the amounts, and starts nothing', async () => {
    const { user } = await signUp(t.app);
    let called = false;
    const err = await t.services.generationEngine
      .run(request(user.id, 51), async () => (called = true))
      .catch((e: unknown) => e);
    expect(err).toMatchObject({
      status: 402,
      code: 'INSUFFICIENT_CREDITS',
      details: { required: 51, available: 50 },
    });
    expect(called).toBe(false);
    expect(await t.database.db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([]);
  });

  it('allows at most 3 running generations per user', async () => {
    const { user } = await signUp(t.app);
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    const running = [1, 2, 3].map(() => t.services.generationEngine.run(request(user.id, 1), () => gate));
    // Wait until the three holds are in (a fixed sleep is too short on a loaded machine).
    for (let i = 0; i < 200 && (await account(user.id)).activeGenerations < 3; i++)
      await new Promise((r) => setTimeout(r, 25));
    const fourth = await t.services.generationEngine
      .run(request(user.id, 1), async () => 'x')
      .catch((e: unknown) => e);
    expect(fourth).toMatchObject({ status: 429, code: 'TOO_MANY_RUNNING' });
    finish();
    await Promise.all(running);
    expect(await account(user.id)).toMatchObject({ balance: 47, held: 0, activeGenerations: 0 });
  });

  it('never overdraws: 200 concurrent paid requests on a balance that covers 50', async () => {
    const { user } = await signUp(t.app);
    const engine = createGenerationEngine(t.services.creditOperations, pino({ level: 'silent' }), {
      limits: { maxRunning: 1000, maxPerMinute: 1000 },
    });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => engine.run(request(user.id, 1), async () => ({ ok: true }))),
    );
    const charged = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'INSUFFICIENT_CREDITS',
    ).length;
    expect(charged).toBe(50);
    expect(refused).toBe(150);
    expect(await account(user.id)).toMatchObject({ balance: 0, held: 0, activeGenerations: 0 });
    expect(await ledgerSum(user.id)).toBe(0);
  }, 60_000);

  it('releases the hold of a generation whose process died (its heartbeat stopped), when the sweeper runs', async () => {
    const { user } = await signUp(t.app);
    // A hold taken by a server that was killed before it could capture or release.
    const held = await t.services.creditOperations.holdAndStart({
      ...request(user.id, 5),
      runs: 'now',
      maxRunning: 3,
      maxPerMinute: 20,
    });
    if (!('generationId' in held)) throw new Error('not held');
    const id = held.generationId;
    expect(await account(user.id)).toMatchObject({ balance: 50, held: 5, activeGenerations: 1 });
    await t.services.jobs.send(RELEASE_STALE_HOLDS_JOB, {});
    expect((await account(user.id)).held).toBe(5); // its heartbeat is fresh: left alone
    await t.database.db
      .update(generations)
      .set({ heartbeatAt: sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS + 1})` })
      .where(eq(generations.id, id));
    await t.services.jobs.send(RELEASE_STALE_HOLDS_JOB, {});
    expect(await account(user.id)).toMatchObject({ balance: 50, held: 0, activeGenerations: 0 });
    const [row] = await t.database.db.select().from(generations).where(eq(generations.id, id));
    expect(row).toMatchObject({ status: 'failed', errorCode: 'INTERRUPTED' });
  });

  it('keeps a long generation alive by its heartbeat: the sweeper leaves it while it runs', async () => {
    const { user } = await signUp(t.app);
    const engine = createGenerationEngine(t.services.creditOperations, pino({ level: 'silent' }), {
      heartbeatMs: 50,
    });
    let id = '';
    const run = engine.run(request(user.id, 2), async ({ generationId }) => {
      id = generationId;
      // Old start, but a live process: every beat moves heartbeat_at forward.
      await t.database.db
        .update(generations)
        .set({ startedAt: sql`now() - interval '1 hour'`, heartbeatAt: sql`now() - interval '1 hour'` })
        .where(eq(generations.id, generationId));
      await new Promise((r) => setTimeout(r, 400));
      await t.services.jobs.send(RELEASE_STALE_HOLDS_JOB, {});
      return { ok: true };
    });
    await run;
    const [row] = await t.database.db.select().from(generations).where(eq(generations.id, id));
    expect(row).toMatchObject({ status: 'succeeded' });
    expect(await account(user.id)).toMatchObject({ balance: 48, held: 0, activeGenerations: 0 });
  });

  it('releases at once when the result or the error carries NUL or lone surrogates (they used to leak the hold)', async () => {
    const { user } = await signUp(t.app);
    const engine = t.services.generationEngine;
    const dirty = await engine.run(request(user.id, 2), async () => ({ html: '<p>a\u0000b\uD800</p>' }));
    expect(dirty.output).toEqual({ html: '<p>ab</p>' });
    const failure = Object.assign(new Error('bad \u0000 reply \uDC00'), { code: 'INVALID_JSON\u0000' });
    await expect(engine.run(request(user.id, 2), async () => Promise.reject(failure))).rejects.toBe(failure);
    expect(await account(user.id)).toMatchObject({ balance: 48, held: 0, activeGenerations: 0 });
    const rows = await t.database.db.select().from(generations).where(eq(generations.userId, user.id));
    expect(rows.find((r) => r.status === 'failed')).toMatchObject({
      errorCode: 'INVALID_JSON',
      error: 'bad  reply ',
    });
  });

  it('names the limit that failed: per minute when under 3 running', async () => {
    const { user } = await signUp(t.app);
    const engine = createGenerationEngine(t.services.creditOperations, pino({ level: 'silent' }), {
      limits: { maxRunning: 3, maxPerMinute: 2 },
    });
    await engine.run(request(user.id, 0), async () => 'a');
    await engine.run(request(user.id, 0), async () => 'b');
    const third = await engine.run(request(user.id, 0), async () => 'c').catch((e: unknown) => e);
    expect(third).toMatchObject({ status: 429, code: 'GENERATION_RATE_LIMITED' });
  });

  it('renews monthly on the anniversary: raised to the allowance when below, kept when above', async () => {
    const low = await signUp(t.app);
    const high = await signUp(t.app);
    const db = t.database.db;
    const monthAgo = sql`now() - interval '1 month 1 day'`;
    await db
      .update(creditAccounts)
      .set({ balance: 10, periodStart: monthAgo })
      .where(eq(creditAccounts.userId, low.user.id));
    await db
      .update(creditAccounts)
      .set({ balance: 70, periodStart: monthAgo })
      .where(eq(creditAccounts.userId, high.user.id));
    const before = await db.select().from(creditLedger).where(eq(creditLedger.userId, high.user.id));

    expect(await t.services.creditOperations.renewDue()).toBeGreaterThanOrEqual(2);
    expect((await account(low.user.id)).balance).toBe(50);
    expect((await account(high.user.id)).balance).toBe(70);
    const lowLedger = await db.select().from(creditLedger).where(eq(creditLedger.userId, low.user.id));
    expect(lowLedger.at(-1)).toMatchObject({ amount: 40, reason: 'monthly_renewal', balanceAfter: 50 });
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, high.user.id))).toHaveLength(
      before.length,
    );
    expect(await t.services.creditOperations.renewDue()).toBe(0); // not due again until next month
  });
});
