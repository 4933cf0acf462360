import type { GenerationRecord, GenerationStart, Studio } from '@forja/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { generations } from '../../db/schema/generation.js';
import { AppError } from '../../lib/app-error.js';
import { defineJob, type JobQueue } from '../../jobs/queue.js';
import type { GenerationEngine } from '../generation/generation-engine.service.js';
import type { GenerationService } from '../generation/generation.service.js';
import {
  batchKeyOf,
  createBatchesRepository,
  generationRecordOf,
  rowIdOfBatchKey,
} from './batches.repository.js';
import { batches, batchRows } from './batches.table.js';
import { rowStatusOf } from './batch-view.js';
import type { StudioBatchWork } from './studio-batch-work.js';

/*
 * The batch runner (docs/product/batches.md, "The runner"). A batch advances in one short
 * transaction with its row locked, so two processes never start more rows than the limit:
 * rows whose generation exists are linked, rows whose runner died before starting one go back
 * to pending, and pending rows are claimed up to the running limit. Each claimed row is then
 * started by its own job, outside the lock. The generation's batch key (row id and attempt,
 * unique) means a row attempt holds and charges at most once, whatever crashes in between.
 */

export const ADVANCE_BATCH_JOB = defineJob({
  name: 'batch.advance',
  schema: z.object({ batchId: z.uuid() }),
});
export const START_BATCH_ROW_JOB = defineJob({ name: 'batch.row', schema: z.object({ rowId: z.uuid() }) });
export const TICK_BATCHES_JOB = defineJob({ name: 'batch.tick' });

/** How often every process looks at the running batches (and resumes them after a restart). */
export const BATCH_TICK_MS = 5_000;
/** A row claimed this long ago without a generation belonged to a runner that died: claimed again. */
export const STALE_CLAIM_SECONDS = 120;
/** The engine's running limit (DEFAULT_GENERATION_LIMITS.maxRunning): a batch never runs more at once. */
export const BATCH_MAX_RUNNING = 3;

const IN_FLIGHT = new Set(['queued', 'running']);
/** Refusals that say "not now": the row waits for the next turn instead of failing. */
const NOT_NOW = new Set(['TOO_MANY_RUNNING', 'GENERATION_RATE_LIMITED']);

export interface BatchRunnerDeps {
  db: Db;
  jobs: JobQueue;
  generation: Pick<GenerationService, 'start'>;
  engine: Pick<GenerationEngine, 'cancel'>;
  workOf: (studio: (typeof batches.$inferSelect)['studio']) => StudioBatchWork;
  log: Logger;
  maxRunning?: number;
  /** After the commit that finished a batch (webhooks' `batch.finished`); must not throw. */
  onFinished?: (finished: FinishedBatch) => Promise<void>;
}

/** A batch that has just reached its end, with its rows' outcomes. */
export interface FinishedBatch {
  id: string;
  userId: string;
  studio: Studio;
  rows: { total: number; succeeded: number; failed: number; cancelled: number };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function createBatchRunner(deps: BatchRunnerDeps) {
  const { db, jobs, log } = deps;
  const maxRunning = deps.maxRunning ?? BATCH_MAX_RUNNING;
  const repo = createBatchesRepository(db);

  /** Sends the advance without waiting for it: a trigger never fails because a run did. */
  function kick(batchId: string): void {
    jobs.send(ADVANCE_BATCH_JOB, { batchId }).catch((err: unknown) => {
      log.warn({ err, batchId }, 'could not send a batch advance');
    });
  }

  /** A succeeded row's item is recorded now: the batch saves automatically, or its studio's result is saved as it renders. */
  const savesOnSuccess = (batch: { autoSave: boolean; studio: Studio }) =>
    batch.autoSave || deps.workOf(batch.studio).savedOnSuccess === true;

  async function advance(batchId: string): Promise<void> {
    const outcome = await db.transaction(async (tx) => {
      const [batch] = await tx.select().from(batches).where(eq(batches.id, batchId)).for('update');
      if (!batch) return null;
      const rows = await repo.rowsOf([batchId], tx as unknown as Db);
      const toCancel: string[] = [];
      const toSave: string[] = [];
      let inFlight = 0;
      let pending = 0;
      for (const item of rows) {
        const { row, generation } = item;
        if (row.state === 'starting' && generation) {
          // Its runner started the generation and died (or is about to record it): linked.
          await tx
            .update(batchRows)
            .set({ state: 'started', generationId: generation.id, updatedAt: new Date() })
            .where(
              and(
                eq(batchRows.id, row.id),
                eq(batchRows.attempt, row.attempt),
                eq(batchRows.state, 'starting'),
              ),
            );
          row.state = 'started';
        } else if (
          row.state === 'starting' &&
          row.claimedAt &&
          row.claimedAt.getTime() < Date.now() - STALE_CLAIM_SECONDS * 1000
        ) {
          await tx
            .update(batchRows)
            .set({ state: 'pending', claimedAt: null, updatedAt: new Date() })
            .where(and(eq(batchRows.id, row.id), eq(batchRows.state, 'starting')));
          row.state = 'pending';
        }
        const flying =
          row.state === 'starting' || (row.state === 'started' && IN_FLIGHT.has(generation?.status ?? ''));
        if (flying) inFlight++;
        if (row.state === 'pending') pending++;
        // A cancelled batch's generation still in flight (started as the batch was cancelled).
        if (batch.status === 'cancelled' && generation && IN_FLIGHT.has(generation.status)) {
          toCancel.push(generation.id);
        }
        if (!row.savedItemId && rowStatusOf(item) === 'succeeded' && savesOnSuccess(batch))
          toSave.push(row.id);
      }
      const claimed: string[] = [];
      if (batch.status === 'running') {
        const free = Math.max(0, maxRunning - inFlight);
        const next = rows.filter(({ row }) => row.state === 'pending').slice(0, free);
        if (next.length > 0) {
          const ids = next.map(({ row }) => row.id);
          const taken = await tx
            .update(batchRows)
            .set({ state: 'starting', claimedAt: new Date(), updatedAt: new Date() })
            .where(and(inArray(batchRows.id, ids), eq(batchRows.state, 'pending')))
            .returning({ id: batchRows.id });
          claimed.push(...taken.map((r) => r.id));
          inFlight += taken.length;
          pending -= taken.length;
        }
      }
      let finished = false;
      if ((batch.status === 'running' || batch.status === 'paused') && inFlight === 0 && pending === 0) {
        finished = true;
        await tx
          .update(batches)
          .set({ status: 'finished', finishedAt: new Date(), updatedAt: new Date() })
          .where(eq(batches.id, batchId));
      } else if (claimed.length > 0) {
        await tx.update(batches).set({ updatedAt: new Date() }).where(eq(batches.id, batchId));
      }
      const counts = { total: rows.length, succeeded: 0, failed: 0, cancelled: 0 };
      if (finished)
        for (const item of rows) {
          const status = rowStatusOf(item);
          if (status === 'succeeded' || status === 'failed' || status === 'cancelled') counts[status]++;
        }
      return { batch, claimed, toCancel, toSave, finished: finished ? counts : null };
    });
    if (!outcome) return;
    for (const generationId of outcome.toCancel) await deps.engine.cancel(generationId, outcome.batch.userId);
    for (const rowId of outcome.toSave) {
      await saveRow(rowId).catch((err: unknown) => log.warn({ err, rowId }, 'could not save a batch row'));
    }
    await Promise.all(
      outcome.claimed.map((rowId) => jobs.send(START_BATCH_ROW_JOB, { rowId }, { retryLimit: 0 })),
    );
    if (outcome.finished && deps.onFinished) {
      const { id, userId, studio } = outcome.batch;
      await deps.onFinished({ id, userId, studio, rows: outcome.finished });
    }
  }

  /** Loads a row with its batch and current generation. */
  async function loadRow(rowId: string) {
    const [row] = await db.select().from(batchRows).where(eq(batchRows.id, rowId));
    if (!row) return null;
    const [batch] = await db.select().from(batches).where(eq(batches.id, row.batchId));
    if (!batch) return null;
    const [generation] = await db
      .select()
      .from(generations)
      .where(eq(generations.batchKey, batchKeyOf(row)));
    return { row, batch, generation: generation ?? null };
  }

  /** Saves a succeeded row to its studio's archive once; answers the item's id (null when it did not succeed). */
  async function saveRow(rowId: string): Promise<string | null> {
    const loaded = await loadRow(rowId);
    if (!loaded || loaded.generation?.status !== 'succeeded') return null;
    const { row, batch } = loaded;
    if (row.savedItemId) return row.savedItemId;
    const record = generationRecordOf(loaded.generation);
    const itemId = await deps.workOf(batch.studio).save(batch.userId, record, row.request);
    await db
      .update(batchRows)
      .set({ savedItemId: itemId, updatedAt: new Date() })
      .where(eq(batchRows.id, rowId));
    return itemId;
  }

  async function startRow(rowId: string): Promise<void> {
    const loaded = await loadRow(rowId);
    if (!loaded || loaded.row.state !== 'starting') return;
    const { row, batch } = loaded;
    const claim = and(
      eq(batchRows.id, row.id),
      eq(batchRows.state, 'starting'),
      eq(batchRows.attempt, row.attempt),
    );
    if (batch.status !== 'running') {
      // Paused (or cancelled) between the claim and this job: it waits (or goes) with the rest.
      await db
        .update(batchRows)
        .set({
          state: batch.status === 'cancelled' ? 'cancelled' : 'pending',
          claimedAt: null,
          updatedAt: new Date(),
        })
        .where(claim);
      return;
    }
    const batchKey = batchKeyOf(row);
    let started: GenerationRecord | null = null;
    try {
      const work = deps.workOf(batch.studio);
      const generationStart = await work.prepare(row.request, {
        userId: batch.userId,
        run: async (start: GenerationStart) => {
          const { record } = await deps.generation.start(batch.userId, start);
          if (record.status !== 'succeeded') {
            throw new AppError(502, 'PROVIDER_ERROR', record.error?.message ?? 'A preparation step failed.');
          }
          return record;
        },
      });
      started = (await deps.generation.start(batch.userId, generationStart, { batchKey })).record;
    } catch (error) {
      if (isUniqueViolation(error)) {
        // Another run of this row started it first: that generation is the row's.
        const [existing] = await db.select().from(generations).where(eq(generations.batchKey, batchKey));
        if (existing) started = { id: existing.id } as GenerationRecord;
      } else {
        const code =
          error instanceof AppError || (error instanceof Error && 'code' in error)
            ? String((error as { code: unknown }).code)
            : 'INTERNAL_ERROR';
        if (NOT_NOW.has(code)) {
          // Not now: the row waits for a slot (the next settled generation or tick starts it).
          await db
            .update(batchRows)
            .set({ state: 'pending', claimedAt: null, updatedAt: new Date() })
            .where(claim);
          return;
        }
        if (!(error instanceof AppError)) log.error({ err: error, rowId }, 'a batch row could not start');
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(batchRows)
          .set({
            state: 'failed',
            errorCode: code.slice(0, 100),
            error: message.slice(0, 1000),
            claimedAt: null,
            updatedAt: new Date(),
          })
          .where(claim);
        kick(batch.id);
        return;
      }
    }
    if (started) {
      const linked = await db
        .update(batchRows)
        .set({ state: 'started', generationId: started.id, updatedAt: new Date() })
        .where(claim)
        .returning({ id: batchRows.id });
      const [now] = await db.select({ status: batches.status }).from(batches).where(eq(batches.id, batch.id));
      const [current] = await db
        .select({ state: batchRows.state })
        .from(batchRows)
        .where(eq(batchRows.id, row.id));
      // Cancelled while it started: its generation goes too (released, nothing charged).
      if (now?.status === 'cancelled' || (linked.length === 0 && current?.state === 'cancelled')) {
        await deps.engine.cancel(started.id, batch.userId);
      }
    }
    kick(batch.id);
  }

  /** A settled generation of a batch row: its batch starts the next row now rather than at the tick. */
  async function settled(generationId: string): Promise<void> {
    const [generation] = await db
      .select({ batchKey: generations.batchKey })
      .from(generations)
      .where(eq(generations.id, generationId));
    if (!generation?.batchKey) return;
    const [row] = await db
      .select({ batchId: batchRows.batchId })
      .from(batchRows)
      .where(eq(batchRows.id, rowIdOfBatchKey(generation.batchKey)));
    if (row) kick(row.batchId);
  }

  /** Every batch still running or paused: advanced (after a restart, this is what resumes them). */
  async function tick(): Promise<void> {
    const active = await db
      .select({ id: batches.id })
      .from(batches)
      .where(inArray(batches.status, ['running', 'paused']));
    for (const { id } of active) await advance(id);
  }

  return { advance, startRow, saveRow, settled, tick, kick };
}
export type BatchRunner = ReturnType<typeof createBatchRunner>;

/** The runner's jobs: advance, start a row, and the periodic tick; settled generations advance their batch. */
export async function registerBatchJobs(
  jobs: JobQueue,
  runner: BatchRunner,
  engine: Pick<GenerationEngine, 'onSettled'>,
  log: Logger,
): Promise<void> {
  await jobs.work(ADVANCE_BATCH_JOB, ({ batchId }) => runner.advance(batchId), {
    concurrency: 2,
    pollingMs: 500,
  });
  await jobs.work(START_BATCH_ROW_JOB, ({ rowId }) => runner.startRow(rowId), {
    concurrency: 3,
    pollingMs: 500,
  });
  engine.onSettled((generationId) => {
    runner
      .settled(generationId)
      .catch((err: unknown) => log.warn({ err, generationId }, 'batch advance failed'));
  });
  await jobs.every(TICK_BATCHES_JOB, BATCH_TICK_MS, () => runner.tick());
}
