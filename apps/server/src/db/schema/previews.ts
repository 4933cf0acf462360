import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.js';

/**
 * Free previews a user has had today (UTC), per kind of preview: one row per user and kind,
 * counted up by one statement (modules/plan-access/preview-allowance.ts) that starts again
 * at 1 on a new day. In the database so the allowance holds across processes and restarts.
 */
export const previewUsage = pgTable(
  'preview_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'sceneImage' (video studio) or 'voice' (voice-over studio). */
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('preview_usage_count_check', sql`${t.count} >= 0`),
  ],
);
