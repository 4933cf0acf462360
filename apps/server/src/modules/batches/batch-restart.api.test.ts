import { asc, eq, like, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_COST, GENERATION_KINDS } from '@forja/contracts';
import { createServices, startWorkers } from '../../app.js';
import { creditLedger, generations } from '../../db/schema/index.js';
import { InlineJobQueue } from '../../jobs/queue.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';
import { createTestResolver, withResolver } from '../../test/test-provider.js';
import { SWEEP_GENERATIONS_JOB } from '../generation/generation.jobs.js';
import { createBatchRunner, TICK_BATCHES_JOB } from './batch-runner.js';
import { accountOf, batchEnded, csv, startBatch } from './batch-test-kit.js';
import { batchRows } from './batches.table.js';

/*
 * A server killed mid-batch (issue 26): its rows were caught at every step a crash can cut —
 * claimed but not started, started (credits held) but not recorded on the row, running — and
 * another process on the same database takes the batch over at its first tick. Every row ends
 * with exactly one generation, charged once.
 */
describe.each(databaseKinds)('a batch whose server died, on %s', (kind) => {
  let t: TestApp;
  const resolver = createTestResolver();
  beforeAll(async () => {
    // The dead server: it accepted the batch; its jobs (sent to no worker) never ran.
    t = await createTestApp(kind, { workers: false, overrides: withResolver(resolver) });
  });
  afterAll(() => t.close());

  it('is resumed by the next process, every row charged once', async () => {
    const { cookie, user } = await signUp(t.app);
    const batch = await startBatch(t.app, cookie, {
      studio: 'article',
      format: 'csv',
      content: csv(
        'idea,title\nAn idea about bread,Bread\nAn idea about cakes,Cakes\nAn idea about pies,Pies\nAn idea about tarts,Tarts\n',
      ),
    });
    const rows = await t.database.db
      .select()
      .from(batchRows)
      .where(eq(batchRows.batchId, batch.id))
      .orderBy(asc(batchRows.position));
    expect(rows.map((r) => r.state)).toEqual(['pending', 'pending', 'pending', 'pending']);
    const engine = t.services.generationEngine;
    const hold = (row: (typeof rows)[number]) =>
      engine.enqueue({
        userId: user.id,
        kind: 'article',
        provider: 'builtin',
        input: GENERATION_KINDS.article.input.parse(row.request),
        cost: ARTICLE_COST,
        batchKey: `${row.id}:1`,
      });
    const db = t.database.db;
    // Row 1: claimed minutes ago, its runner died before starting anything.
    await db
      .update(batchRows)
      .set({ state: 'starting', claimedAt: sql`now() - interval '3 minutes'` })
      .where(eq(batchRows.id, rows[0]!.id));
    // Row 2: its generation holds the credits, the runner died before writing it on the row.
    await hold(rows[1]!);
    await db
      .update(batchRows)
      .set({ state: 'starting', claimedAt: new Date() })
      .where(eq(batchRows.id, rows[1]!.id));
    // Row 3: started and running when the server died (its heartbeat stops).
    const running = await hold(rows[2]!);
    await t.services.creditOperations.claim(running, 'builtin');
    await db
      .update(batchRows)
      .set({ state: 'started', generationId: running, claimedAt: new Date() })
      .where(eq(batchRows.id, rows[2]!.id));
    // Row 4: still pending. The server died minutes ago: its generations' heartbeats are old.
    await db
      .update(generations)
      .set({ heartbeatAt: sql`now() - interval '10 minutes'` })
      .where(eq(generations.userId, user.id));
    expect(await accountOf(db, user.id)).toMatchObject({ held: 2 * ARTICLE_COST });

    // The next process on the same database: its start-up sweep and first tick take over.
    const log = pino({ level: 'silent' });
    const jobs = new InlineJobQueue(log);
    const next = createServices({
      config: t.services.config,
      database: t.database,
      jobs,
      mailTransport: t.services.mailTransport,
      authSecret: t.services.authSecret,
      encryptionKey: t.services.encryptionKey,
      log,
    });
    const services = { ...next, providerResolver: resolver };
    await startWorkers(services);
    // Its periodic jobs' turns: the generation sweeper (queued again: the running one, and the
    // one whose job was lost), then the batches' tick.
    await jobs.send(SWEEP_GENERATIONS_JOB, {});
    await jobs.send(TICK_BATCHES_JOB, {});

    const done = await batchEnded(t.app, cookie, batch.id);
    expect(done.status).toBe('finished');
    expect(done.counts).toMatchObject({ succeeded: 4, failed: 0, cancelled: 0 });
    for (const row of rows) {
      const made = await db
        .select()
        .from(generations)
        .where(like(generations.batchKey, `${row.id}:%`));
      expect(
        made.map((g) => g.status),
        row.label,
      ).toEqual(['succeeded']);
    }
    const charges = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(charges.filter((c) => c.reason === 'generation')).toHaveLength(4);
    expect(await accountOf(db, user.id)).toMatchObject({
      balance: 50 - 4 * ARTICLE_COST,
      held: 0,
      activeGenerations: 0,
    });
    expect(done.charged).toBe(4 * ARTICLE_COST);
    // The back office counts it (this first user is the owner).
    const stats = await call(t.app, 'GET', '/api/admin/stats', { cookie });
    expect(stats.json().batches).toMatchObject({ current: 1, previous: 0, rowsRun: 4, rowsFailed: 0 });
    const audit = await call(t.app, 'GET', '/api/admin/audit?action=batch.created', { cookie });
    expect(audit.json().items).toMatchObject([
      { action: 'batch.created', actor: { id: user.id }, details: { batchId: batch.id, rows: 4 } },
    ]);
    await jobs.stop();
  });

  it('never starts more than three rows, however many processes advance it at once', async () => {
    const { cookie } = await signUp(t.app);
    const ideas = Array.from({ length: 8 }, (_, i) => `An idea about bread number ${i + 1}`);
    const batch = await startBatch(t.app, cookie, {
      studio: 'article',
      format: 'lines',
      content: ideas.join('\n'),
    });
    // Runners of several processes; their row jobs go to no worker here, so claimed rows stay claimed.
    const runners = Array.from({ length: 4 }, () =>
      createBatchRunner({
        db: t.database.db,
        jobs: t.services.jobs,
        generation: { start: () => Promise.reject(new Error('no row starts here')) },
        engine: t.services.generationEngine,
        workOf: () => {
          throw new Error('no row starts here');
        },
        log: pino({ level: 'silent' }),
      }),
    );
    await Promise.all(runners.flatMap((runner) => [runner.advance(batch.id), runner.advance(batch.id)]));
    const states = await t.database.db
      .select({ state: batchRows.state })
      .from(batchRows)
      .where(eq(batchRows.batchId, batch.id));
    expect(states.filter((r) => r.state === 'starting')).toHaveLength(3);
    expect(states.filter((r) => r.state === 'pending')).toHaveLength(5);
  });
});
