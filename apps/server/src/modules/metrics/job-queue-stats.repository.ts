import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';

export interface JobQueueStats {
  queue: string;
  /** Jobs that could run now and wait for a worker (deferred ones, due later, are not counted). */
  waiting: number;
  /** Seconds the longest-waiting of them has been due; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/**
 * Every pg-boss queue's backlog, read from pg-boss's own tables (pinned 12.35.0, schema
 * `pgboss`): a job waits while its state is before 'active' and its start time has come. The
 * partial index pg-boss fetches with (job_i11: name, …, start_after WHERE state < 'active')
 * covers it. Empty when pg-boss has never run on this database (tests' inline queue).
 */
export function createJobQueueStatsRepository(db: Db) {
  // Once pg-boss's tables are there they stay: asked until then, not at every scrape.
  let installed = false;
  return {
    async all(): Promise<JobQueueStats[]> {
      if (!installed) {
        const [found] = await rawRows<{ ok: boolean }>(
          db,
          sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS ok`,
        );
        installed = found?.ok === true;
        if (!installed) return [];
      }
      const rows = await rawRows<{ queue: string; waiting: number; oldest: number }>(
        db,
        sql`
        SELECT q.name AS queue,
               count(j.id)::int AS waiting,
               COALESCE(EXTRACT(EPOCH FROM now() - min(j.start_after)), 0)::float8 AS oldest
          FROM pgboss.queue q
          LEFT JOIN pgboss.job j
            ON j.name = q.name AND j.state < 'active' AND j.start_after <= now()
         GROUP BY q.name
         ORDER BY q.name`,
      );
      return rows.map((r) => ({
        queue: r.queue,
        waiting: Number(r.waiting),
        oldestWaitingSeconds: Math.max(0, Number(r.oldest)),
      }));
    },
  };
}
export type JobQueueStatsRepository = ReturnType<typeof createJobQueueStatsRepository>;
