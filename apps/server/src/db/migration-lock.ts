import pg from 'pg';

/**
 * The key of the session-level advisory lock every Forja process holds while it changes the
 * schema (ours and pg-boss's). Fixed, so that any number of processes starting together on
 * an empty database take turns: the first migrates, the others find nothing left to do.
 * (Without it, concurrent `CREATE SCHEMA`s fail on pg_namespace's unique index.)
 */
export const MIGRATION_LOCK_KEY = 7_245_011_024;

/**
 * Runs `work` while holding the migration lock on a connection of its own (a pooled one could
 * be handed to another query, or the lock released with it), and releases it after.
 */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost while waiting or migrating fails `work` or the query below; never the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
