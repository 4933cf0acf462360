import { sql } from 'drizzle-orm';
import { GENERATION_INTERRUPTED } from '@forja/contracts';
import type { Db, Tx } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import {
  MAX_BALANCE,
  periodAllowanceGrant,
  upgradeGrant,
  upgradePeriodRecord,
  type PeriodAllowance,
  type PeriodUpgrade,
} from './subscription-period-grants.js';

export type { PeriodAllowance, PeriodUpgrade } from './subscription-period-grants.js';

/*
 * Every change to a balance is ONE SQL statement (data-modifying CTEs run atomically), so
 * no interleaving of concurrent requests can overdraw an account, and the CHECKs on
 * credit_accounts stop anything that slipped past. Each statement writes its ledger row.
 */

export interface HoldRequest {
  userId: string;
  kind: string;
  provider: string;
  input: unknown;
  cost: number;
  /** 'now': the row starts running; 'queued': it waits for a worker (and counts as running for the limit). */
  runs: 'now' | 'queued';
  /** The batch row attempt it runs for (generations.batch_key, unique): a second hold of the same key fails. */
  batchKey?: string | undefined;
  maxRunning: number;
  maxPerMinute: number;
}

/** Why a hold was refused: the condition that failed when it was tried. */
export type HoldRefusal =
  { reason: 'no-account' } | { reason: 'credits' | 'running' | 'per-minute'; available: number };

/**
 * One run of a generation: its id and its attempt (0 for a 'now' kind, the claim's count for a
 * queued one). Every write of a run names both, so a run the sweeper gave up on (its process
 * stalled; the generation queued again and claimed by another worker) can no longer report,
 * capture or release: it learns at its next heartbeat that it must stop.
 */
export interface Run {
  generationId: string;
  attempt: number;
}

/** A queued generation the sweeper wants sent to the workers (again). */
export interface QueuedJob {
  generationId: string;
  kind: string;
}

/** Capture's statement: succeeded, balance and hold lowered, ledger row; no row when this run is not running. */
const captureStatement = (generationId: string, attempt: number, output: unknown) =>
  sql`WITH done AS (
        UPDATE generations SET status = 'succeeded', output = ${JSON.stringify(output ?? null)}::jsonb, finished_at = now()
         WHERE id = ${generationId} AND status = 'running' AND attempts = ${attempt}
        RETURNING id, user_id, cost),
      account AS (
        UPDATE credit_accounts a
           SET balance = a.balance - done.cost, held = a.held - done.cost,
               -- plan credits are spent first; extra credits only once the plan part is gone
               extra_credits = LEAST(a.extra_credits, a.balance - done.cost),
               active_generations = a.active_generations - 1, updated_at = now()
          FROM done WHERE a.user_id = done.user_id
        RETURNING a.user_id, a.balance, done.cost, done.id),
      ledger AS (
        INSERT INTO credit_ledger (user_id, amount, reason, reference, balance_after)
        SELECT user_id, -cost, 'generation', id::text, balance FROM account WHERE cost > 0)
      SELECT id FROM account`;

export function createCreditOperations(db: Db) {
  /** Runs a grant statement; null when it granted nothing or its invoice was granted before. */
  async function grantOnce(query: ReturnType<typeof sql>): Promise<number | null> {
    try {
      const [row] = await rawRows(db, query);
      return row ? Number(row.balance_after) : null;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  return {
    /**
     * Holds `cost` credits and records the generation as running, only if the available
     * balance covers it and the user is within the concurrency and per-minute limits. The
     * account row is locked and read in the same statement, so a refusal names the condition
     * that actually failed for this request (not one read a moment later).
     */
    async holdAndStart(r: HoldRequest): Promise<{ generationId: string } | { refused: HoldRefusal }> {
      const [row] = await rawRows(
        db,
        sql`WITH account AS (
              SELECT a.user_id, a.balance - a.held AS available, a.active_generations AS running,
                     (SELECT count(*) FROM generations g
                       WHERE g.user_id = a.user_id AND g.started_at > now() - interval '1 minute')::int AS last_minute
                FROM credit_accounts a WHERE a.user_id = ${r.userId} FOR UPDATE),
            held AS (
              UPDATE credit_accounts a
                 SET held = a.held + ${r.cost}, active_generations = a.active_generations + 1, updated_at = now()
                FROM account
               WHERE a.user_id = account.user_id
                 AND account.available >= ${r.cost}
                 AND account.running < ${r.maxRunning}
                 AND account.last_minute < ${r.maxPerMinute}
              RETURNING a.user_id),
            started AS (
              INSERT INTO generations (user_id, kind, provider, input, cost, runs, status, stage, batch_key)
              SELECT user_id, ${r.kind}, ${r.provider}, ${JSON.stringify(r.input ?? null)}::jsonb, ${r.cost}, ${r.runs},
                     ${r.runs === 'queued' ? 'queued' : 'running'},
                     ${r.runs === 'queued' ? '{"name":"queued"}' : null}::jsonb, ${r.batchKey ?? null}::text
                FROM held
              RETURNING id)
            SELECT (SELECT id FROM started) AS id, available, running, last_minute FROM account`,
      );
      if (!row) return { refused: { reason: 'no-account' } };
      if (row.id) return { generationId: String(row.id) };
      const available = Number(row.available);
      const reason =
        available < r.cost ? 'credits' : Number(row.running) >= r.maxRunning ? 'running' : 'per-minute';
      return { refused: { reason, available } };
    },

    /**
     * A worker takes a queued generation: it becomes running, its run counted. Null when it is
     * no longer queued (cancelled, or another worker took it): then there is nothing to do.
     */
    async claim(
      generationId: string,
      provider: string,
    ): Promise<{ userId: string; kind: string; input: unknown; attempts: number } | null> {
      const [row] = await rawRows(
        db,
        sql`UPDATE generations
               SET status = 'running', provider = ${provider}, attempts = attempts + 1, heartbeat_at = now(),
                   stage = '{"name":"starting"}'::jsonb, percent = NULL
             WHERE id = ${generationId} AND status = 'queued'
            RETURNING user_id, kind, input, attempts`,
      );
      if (!row) return null;
      return {
        userId: String(row.user_id),
        kind: String(row.kind),
        input: row.input,
        attempts: Number(row.attempts),
      };
    },

    /** Records what a running generation is doing (and that it is alive). False once it is no longer running. */
    async progress({ generationId, attempt }: Run, stage: unknown, percent: number | null): Promise<boolean> {
      const result = await rawRows(
        db,
        sql`UPDATE generations SET stage = ${JSON.stringify(stage)}::jsonb, percent = ${percent}, heartbeat_at = now()
             WHERE id = ${generationId} AND status = 'running' AND attempts = ${attempt}
            RETURNING id`,
      );
      return result.length > 0;
    },

    /**
     * The user stops a queued or running generation of theirs: cancelled, its hold released, in
     * one statement. Its kind; null when it had already finished (or is not theirs).
     */
    async cancel(generationId: string, userId: string): Promise<{ kind: string } | null> {
      const [row] = await rawRows(
        db,
        sql`WITH cancelled AS (
              UPDATE generations SET status = 'cancelled', stage = NULL, finished_at = now()
               WHERE id = ${generationId} AND user_id = ${userId} AND status IN ('queued', 'running')
              RETURNING user_id, cost, kind)
            UPDATE credit_accounts a
               SET held = a.held - cancelled.cost, active_generations = a.active_generations - 1, updated_at = now()
              FROM cancelled WHERE a.user_id = cancelled.user_id
            RETURNING cancelled.kind`,
      );
      return row ? { kind: String(row.kind) } : null;
    },

    /**
     * Takes the held credits and stores the result: THE decision between completion and
     * cancellation. Its first statement succeeds only while this run is still running, and
     * locks the row, so a cancel either ran before (and this returns false: nothing charged)
     * or waits for it and then finds the generation finished. `keep` (the kind's library row,
     * its files kept) runs in the same transaction after that statement: the result is kept
     * and charged together, or neither (a `keep` that throws undoes the capture).
     */
    async capture(
      { generationId, attempt }: Run,
      output: unknown,
      keep?: (tx: Tx) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const captured = (await rawRows(tx, captureStatement(generationId, attempt, output))).length > 0;
        if (captured) await keep?.(tx);
        return captured;
      });
    },

    /** Gives the held credits back and records the failure. False if this run was no longer running. */
    async release({ generationId, attempt }: Run, errorCode: string, error: string): Promise<boolean> {
      const result = await rawRows(
        db,
        sql`WITH failed AS (
              UPDATE generations SET status = 'failed', error_code = ${errorCode}, error = ${error.slice(0, 2000)}, finished_at = now()
               WHERE id = ${generationId} AND status = 'running' AND attempts = ${attempt}
              RETURNING user_id, cost)
            UPDATE credit_accounts a
               SET held = a.held - failed.cost, active_generations = a.active_generations - 1, updated_at = now()
              FROM failed WHERE a.user_id = failed.user_id
            RETURNING a.user_id`,
      );
      return result.length > 0;
    },

    /**
     * Tells the sweeper these runs are still being worked on by a live process. Returns the ids
     * still running as these runs: one missing was cancelled (or swept, or taken over by another
     * attempt) and its work must stop.
     */
    async heartbeat(runs: Run[]): Promise<Set<string>> {
      if (runs.length === 0) return new Set();
      const result = await rawRows(
        db,
        sql`UPDATE generations SET heartbeat_at = now()
             WHERE status = 'running' AND (id, attempts) IN (${sql.join(
               runs.map((r) => sql`(${r.generationId}::uuid, ${r.attempt}::int)`),
               sql`, `,
             )})
            RETURNING id`,
      );
      return new Set(result.map((r) => String(r.id)));
    },
    /**
     * A worker that stops (SIGTERM, past its shutdown deadline) gives its queued runs back: each
     * still running as that run goes back to the queue, its credits still held (nothing
     * captured, nothing released), and is returned to be sent again to another worker. Like the
     * sweeper's requeue, but at once rather than when the heartbeat goes stale.
     */
    async handBack(runs: Run[]): Promise<QueuedJob[]> {
      if (runs.length === 0) return [];
      const result = await rawRows(
        db,
        sql`UPDATE generations SET status = 'queued', stage = '{"name":"queued"}'::jsonb, percent = NULL, heartbeat_at = now()
             WHERE status = 'running' AND runs = 'queued' AND (id, attempts) IN (${sql.join(
               runs.map((r) => sql`(${r.generationId}::uuid, ${r.attempt}::int)`),
               sql`, `,
             )})
            RETURNING id, kind`,
      );
      return result.map((r) => ({ generationId: String(r.id), kind: String(r.kind) }));
    },
    /**
     * The sweeper's statement, for running generations whose heartbeat stopped `seconds` ago
     * (their process died). A queued kind's first run goes back to the queue and its id is
     * returned to be sent again; any other is failed INTERRUPTED with its hold released. Queued
     * rows untouched for `lostAfterSeconds` (their job message lost between the hold and the
     * send) are returned to be sent again too; a second send is harmless (claim takes it once).
     */
    async sweep(
      seconds: number,
      lostAfterSeconds = 300,
    ): Promise<{ interrupted: number; requeued: QueuedJob[]; resend: QueuedJob[] }> {
      const [row] = await rawRows(
        db,
        sql`WITH stale AS (
              SELECT id FROM generations
               WHERE status = 'running' AND heartbeat_at < now() - make_interval(secs => ${seconds})
               FOR UPDATE SKIP LOCKED),
            requeued AS (
              UPDATE generations g SET status = 'queued', stage = '{"name":"queued"}'::jsonb, percent = NULL, heartbeat_at = now()
                FROM stale WHERE g.id = stale.id AND g.runs = 'queued' AND g.attempts < 2
              RETURNING g.id, g.kind),
            interrupted AS (
              UPDATE generations g SET status = 'failed', error_code = ${GENERATION_INTERRUPTED}, stage = NULL,
                     error = 'The server stopped during the generation.', finished_at = now()
                FROM stale WHERE g.id = stale.id AND NOT (g.runs = 'queued' AND g.attempts < 2)
              RETURNING g.user_id, g.cost),
            per_user AS (SELECT user_id, sum(cost)::int AS cost, count(*)::int AS n FROM interrupted GROUP BY user_id),
            accounts AS (
              UPDATE credit_accounts a
                 SET held = a.held - per_user.cost, active_generations = a.active_generations - per_user.n, updated_at = now()
                FROM per_user WHERE a.user_id = per_user.user_id),
            lost AS (
              UPDATE generations SET heartbeat_at = now()
               WHERE status = 'queued' AND heartbeat_at < now() - make_interval(secs => ${lostAfterSeconds})
              RETURNING id, kind)
            SELECT (SELECT count(*)::int FROM interrupted) AS interrupted,
                   (SELECT coalesce(json_agg(json_build_object('generationId', id, 'kind', kind)), '[]') FROM requeued) AS requeued,
                   (SELECT coalesce(json_agg(json_build_object('generationId', id, 'kind', kind)), '[]') FROM lost) AS resend`,
      );
      return {
        interrupted: Number(row?.interrupted ?? 0),
        requeued: (row?.requeued as QueuedJob[] | undefined) ?? [],
        resend: (row?.resend as QueuedJob[] | undefined) ?? [],
      };
    },

    /** Adds credits (an administrator's grant). Returns the new balance, or null for an unknown user. */
    async grant(userId: string, amount: number, reason: string, reference: string): Promise<number | null> {
      const [row] = await rawRows(
        db,
        sql`WITH account AS (
              UPDATE credit_accounts
                 SET balance = balance + ${amount}, extra_credits = extra_credits + ${amount}, updated_at = now()
               WHERE user_id = ${userId} AND balance <= ${MAX_BALANCE - amount}
               RETURNING user_id, balance)
            INSERT INTO credit_ledger (user_id, amount, reason, reference, balance_after)
            SELECT user_id, ${amount}, ${reason}, ${reference}, balance FROM account
            RETURNING balance_after`,
      );
      return row ? Number(row.balance_after) : null;
    },

    /**
     * Monthly renewal on each anniversary, for plans without a price (Free; Enterprise is set by
     * hand): the plan part of the balance (balance minus extra credits) is raised to the plan's
     * allowance when below it. Paid plans renew on their paid invoices instead
     * (grantPeriodAllowance). Returns how many accounts renewed.
     */
    async renewDue(): Promise<number> {
      const result = await rawRows(
        db,
        sql`WITH due AS (
              SELECT a.user_id, a.balance AS old_balance, p.monthly_credits
                FROM credit_accounts a JOIN plans p ON p.id = a.plan_id
               WHERE a.period_start + interval '1 month' <= now() AND p.price_cents = 0
               FOR UPDATE OF a),
            renewed AS (
              UPDATE credit_accounts a
                 SET balance = a.extra_credits + GREATEST(a.balance - a.extra_credits, due.monthly_credits),
                     period_start = a.period_start + interval '1 month', updated_at = now()
                FROM due WHERE a.user_id = due.user_id
              RETURNING a.user_id, a.balance, a.balance - due.old_balance AS raised, a.plan_id),
            ledger AS (
              INSERT INTO credit_ledger (user_id, amount, reason, reference, balance_after)
              SELECT user_id, raised, 'monthly_renewal', plan_id, balance FROM renewed WHERE raised > 0)
            SELECT count(*)::int AS n FROM renewed`,
      );
      return Number(result[0]?.n ?? 0);
    },

    /** A subscription period's allowance, once per period (subscription-period-grants.ts). */
    async grantPeriodAllowance(userId: string, p: PeriodAllowance): Promise<number | null> {
      return grantOnce(periodAllowanceGrant(userId, p));
    },

    /** An upgrade's prorated difference, once per plan step (subscription-period-grants.ts). */
    async grantUpgrade(userId: string, u: PeriodUpgrade): Promise<number | null> {
      await db.execute(upgradePeriodRecord(userId, u));
      return grantOnce(upgradeGrant(userId, u));
    },

    /**
     * The plan the account is on, without touching the balance: a subscription that ended
     * goes back to Free, whose monthly anniversary starts now.
     */
    async setPlan(userId: string, planId: string): Promise<void> {
      await db.execute(
        sql`UPDATE credit_accounts SET plan_id = ${planId}, period_start = now(), updated_at = now()
             WHERE user_id = ${userId} AND plan_id <> ${planId}`,
      );
    },
  };
}

/** PostgreSQL's unique_violation (23505), as node-postgres and PGlite report it. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
export type CreditOperations = ReturnType<typeof createCreditOperations>;
