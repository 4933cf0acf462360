import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * Every generation, paid or free, from the moment its credits are held: what was asked,
 * what came back, what it cost. A result survives a closed tab; statistics read these rows.
 */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    input: jsonb('input').notNull(),
    output: jsonb('output'),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] })
      .notNull()
      .default('running'),
    cost: integer('cost').notNull(),
    errorCode: text('error_code'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Renewed by the process running the generation; a running row whose heartbeat stops belongs to a dead process. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('generations_cost_non_negative', sql`${t.cost} >= 0`),
    index('generations_user_started_idx').on(t.userId, t.startedAt),
    index('generations_running_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.status} = 'running'`),
  ],
);
