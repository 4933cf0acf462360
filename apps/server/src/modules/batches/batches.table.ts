import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BATCH_STATUSES, STUDIOS } from '@forja/contracts';
import { users } from '../../db/schema/auth.js';
import { generations } from '../../db/schema/generation.js';

/**
 * Batch runs (docs/product/batches.md): one studio's rows, run as queued generations. The
 * brand kit is copied in (`brand_kit`): deleting or changing the kit never changes a batch.
 */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studio: text('studio', { enum: STUDIOS }).notNull(),
    status: text('status', { enum: BATCH_STATUSES }).notNull().default('running'),
    /** The kit as it was when the batch started: `{ id, name }` shown, the rest already in the rows. */
    brandKit: jsonb('brand_kit').$type<{ id: string | null; name: string } | null>(),
    autoSave: boolean('auto_save').notNull().default(false),
    totalCost: integer('total_cost').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('batches_user_idx').on(t.userId, t.createdAt),
    // The runner's tick: batches with rows still to start or to follow.
    index('batches_active_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} IN ('running', 'paused')`),
  ],
);

/**
 * A row of a batch. `state`: `pending` (to start), `starting` (a runner took it at
 * `claimed_at` and is preparing it), `started` (its generation, `generation_id`, holds the
 * credits and tells the rest), `failed` (before a generation could start: `error_code`),
 * `cancelled`. Each attempt's generation carries the key `<row id>:<attempt>`
 * (generations.batch_key, unique), so a row is never charged twice for one attempt, whatever
 * crashes between the hold and this row's update.
 */
export const batchRows = pgTable(
  'batch_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The line of the source it came from (the CSV's header is line 1). */
    line: integer('line').notNull(),
    label: text('label').notNull(),
    /** The studio's batch request, validated (with the kit's values and brand brief). */
    request: jsonb('request').notNull(),
    cost: integer('cost').notNull(),
    state: text('state', { enum: ['pending', 'starting', 'started', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempt: integer('attempt').notNull().default(1),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'set null' }),
    errorCode: text('error_code'),
    error: text('error'),
    /** The archive item its result was saved as. */
    savedItemId: uuid('saved_item_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('batch_rows_position_idx').on(t.batchId, t.position),
    index('batch_rows_generation_idx').on(t.generationId),
    index('batch_rows_saved_idx').on(t.userId, t.savedItemId),
    check('batch_rows_attempt_positive', sql`${t.attempt} >= 1`),
  ],
);
