import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

/**
 * The rows of a raw SQL statement (`db.execute`), on either driver: node-postgres and PGlite
 * both answer `{ rows }`, which drizzle's shared type does not say. `Row` names the columns the
 * statement selects; values come as the driver gives them (a bigint as a string).
 */
export async function rawRows<Row = Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
