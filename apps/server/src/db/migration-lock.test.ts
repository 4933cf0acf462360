import crypto from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { PgBossQueue } from '../jobs/pg-boss-queue.js';
import { openDatabase } from './client.js';

const adminUrl = process.env.TEST_DATABASE_URL;

async function query<T = Record<string, unknown>>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

describe('the migration lock', () => {
  it.skipIf(!adminUrl)(
    'lets 4 processes start together on an empty PostgreSQL database (skipped without TEST_DATABASE_URL)',
    async () => {
      // An empty database of its own, not the migrated template: every process finds work to do.
      const name = `forja_migrate_${crypto.randomBytes(6).toString('hex')}`;
      await query(adminUrl!, `CREATE DATABASE ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const log = pino({ level: 'silent' });
      try {
        const started = await Promise.allSettled(
          Array.from({ length: 4 }, async () => {
            const database = await openDatabase({ kind: 'postgres', url: url.toString() });
            try {
              return { database, jobs: await PgBossQueue.start(database, log) };
            } catch (err) {
              await database.close();
              throw err;
            }
          }),
        );
        for (const r of started) {
          if (r.status === 'fulfilled') {
            await r.value.jobs.stop();
            await r.value.database.close();
          }
        }
        expect(started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))).toEqual([]);
        // Each migration was recorded once.
        const [applied] = await query<{ n: number; distinct: number }>(
          url.toString(),
          'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations',
        );
        expect(applied!.n).toBeGreaterThan(0);
        expect(applied!.distinct).toBe(applied!.n);
      } finally {
        await query(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
    60_000,
  );
});
