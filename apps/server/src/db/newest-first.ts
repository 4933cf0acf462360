import { desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern, type KeysetCursor } from '../lib/keyset-cursor.js';

/*
 * Lists newest first, a page at a time (lib/keyset-cursor.ts): the pieces every archive's
 * repository (and the audit log and back-office users) needs, written once. Each archive's
 * table has an index on (user_id, created_at DESC, id DESC) that this order walks.
 */

/** A row's created_at as the cursor holds it: UTC to the microsecond, as PostgreSQL stores it. */
export const cursorAtOf = (createdAt: PgColumn) =>
  sql<string>`to_char(${createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Where a page of `table` goes on from `cursor` (undefined: the first page). */
export function afterCursor(
  table: { createdAt: PgColumn; id: PgColumn },
  cursor: KeysetCursor | undefined,
): SQL | undefined {
  return cursor
    ? sql`(${table.createdAt}, ${table.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
}

/** Rows where any of `columns` contains `q` (undefined when there is no search). */
export function containing(q: string | undefined, columns: PgColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

export const newestFirst = (table: { createdAt: PgColumn; id: PgColumn }) => [
  desc(table.createdAt),
  desc(table.id),
];
