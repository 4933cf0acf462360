import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_COST } from '@forja/contracts';
import { creditAccounts, creditLedger, generations } from '../../db/schema/index.js';
import { createBuiltinProvider, type GenerationProvider } from '../../integrations/generation/index.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { ARTICLE_INPUT, gate } from '../../test/queued-article.js';
import { createTestResolver, withResolver } from '../../test/test-provider.js';
import { createGenerationEngine } from './generation-engine.service.js';

/*
 * A worker stopped (SIGTERM) while a queued generation runs, past its shutdown deadline
 * (issue 24): the generation goes back to the queue with its credits still held, what its
 * work wrote is undone, and another worker runs it: charged once, for the run that finished.
 */
describe.each(databaseKinds)('a queued generation its worker hands back, on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: withResolver(resolver) });
    await signUp(t.app);
  });
  afterAll(() => t.close());

  const rowOf = async (id: string) =>
    (await t.database.db.select().from(generations).where(eq(generations.id, id)))[0]!;
  const accountOf = async (userId: string) =>
    (await t.database.db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)))[0]!;

  it('goes back to the queue, held not charged, and is run once by another worker', async () => {
    const { user } = await signUp(t.app);
    const stopping = createGenerationEngine(t.services.creditOperations, pino({ level: 'silent' }));
    const request = {
      userId: user.id,
      kind: 'article',
      provider: 'builtin',
      input: ARTICLE_INPUT,
      cost: ARTICLE_COST,
    };
    const id = await stopping.enqueue(request);
    const started = gate();
    let undone = false;
    const running = stopping.runQueued(id, 'builtin', () => async (ctx) => {
      ctx.whenDiscarded(async () => void (undone = true));
      started.open();
      return new Promise<never>(() => {}); // still working at the deadline
    });
    const ended = running.then(
      () => 'returned',
      (error: unknown) => error,
    );
    await started.wait();

    expect(await stopping.handBack()).toEqual([{ generationId: id, kind: 'article' }]);
    expect(await ended).toMatchObject({ code: 'HANDED_BACK' });
    expect(undone).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await accountOf(user.id)).toMatchObject({ balance: 50, held: ARTICLE_COST, activeGenerations: 1 });
    expect(await stopping.handBack()).toEqual([]);

    // Another worker's turn.
    const other = createGenerationEngine(t.services.creditOperations, pino({ level: 'silent' }));
    const builtin = createBuiltinProvider();
    expect(
      await other.runQueued(id, 'builtin', () => (ctx) => builtin.article(ARTICLE_INPUT, ctx.signal)),
    ).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(await accountOf(user.id)).toMatchObject({
      balance: 50 - ARTICLE_COST,
      held: 0,
      activeGenerations: 0,
    });
    const charges = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, 'generation')));
    expect(charges).toHaveLength(1);
  });

  it('leaves a run that captured first alone', async () => {
    const { user } = await signUp(t.app);
    const engine = createGenerationEngine(t.services.creditOperations, pino({ level: 'silent' }));
    const id = await engine.enqueue({
      userId: user.id,
      kind: 'article',
      provider: 'builtin',
      input: ARTICLE_INPUT,
      cost: ARTICLE_COST,
    });
    const builtin = createBuiltinProvider();
    await engine.runQueued(id, 'builtin', () => (ctx) => builtin.article(ARTICLE_INPUT, ctx.signal));
    expect(await engine.handBack()).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: 'succeeded' });
  });
});

describe.each(databaseKinds)('a worker stopping past its deadline, on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  beforeAll(async () => {
    t = await createTestApp(kind, { queue: 'pg-boss', overrides: withResolver(resolver) });
  });
  afterAll(() => t.close());

  it('sends the generation it was running to the queue again', async () => {
    const { cookie, user } = await signUp(t.app);
    const started = gate();
    const builtin = createBuiltinProvider();
    const provider: GenerationProvider = {
      ...builtin,
      article: async () => {
        started.open();
        return new Promise<never>(() => {}); // a provider that outlives the deadline
      },
    };
    resolver.use(provider);
    const res = await call(t.app, 'POST', '/api/generations', {
      cookie,
      body: { kind: 'article', input: { idea: ARTICLE_INPUT.idea, title: ARTICLE_INPUT.title } },
    });
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json() as { id: string };
    await started.wait();

    await t.services.jobs.stop({ deadlineMs: 100 });
    const [row] = await t.database.db.select().from(generations).where(eq(generations.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    const [account] = await t.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, user.id));
    expect(account).toMatchObject({ balance: 50, held: ARTICLE_COST });
    // A new job waits for the next worker; the old one ended when its work was stopped.
    const jobs = (await t.database.db.execute(
      sql`SELECT state FROM pgboss.job WHERE name = 'generation.run' AND data->>'generationId' = ${id} ORDER BY created_on`,
    )) as unknown as { rows: { state: string }[] };
    expect(jobs.rows.map((r) => r.state)).toEqual(['completed', 'created']);
    resolver.use(null);
  });
});
