import { sql } from 'drizzle-orm';
import {
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
import { GENERATION_STATUSES, type GenerationStage } from '@forja/contracts';
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
    /**
     * The image family's provider when the work also drew pictures with it (a locally rendered
     * video's scenes); null otherwise. With `provider` it says whether the offline demo
     * generator made the result (db/demo-output.ts).
     */
    imageProvider: text('image_provider'),
    input: jsonb('input').notNull(),
    output: jsonb('output'),
    status: text('status', { enum: GENERATION_STATUSES }).notNull().default('running'),
    /** 'now': answered inside its request; 'queued': a background job (GENERATION_KINDS[kind].runs). */
    runs: text('runs', { enum: ['now', 'queued'] })
      .notNull()
      .default('now'),
    /** What the work is doing (GenerationStage) and how far, when the provider says. */
    stage: jsonb('stage').$type<GenerationStage>(),
    percent: integer('percent'),
    /** How many times a worker took the job: a second run follows a server stopped mid-way. */
    attempts: integer('attempts').notNull().default(0),
    cost: integer('cost').notNull(),
    errorCode: text('error_code'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Renewed by the process running the generation; a running row whose heartbeat stops belongs to a dead process. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The batch row attempt that started it (`<row id>:<attempt>`, modules/batches): unique, so
     * a row's attempt holds and charges at most one generation.
     */
    batchKey: text('batch_key'),
  },
  (t) => [
    uniqueIndex('generations_batch_key_idx').on(t.batchKey),
    check('generations_cost_non_negative', sql`${t.cost} >= 0`),
    index('generations_user_started_idx').on(t.userId, t.startedAt),
    // The back office's statistics: generations of every user by day.
    index('generations_started_idx').on(t.startedAt),
    index('generations_running_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.status} = 'running'`),
    // The sweeper's other question: queued jobs whose job message may have been lost.
    index('generations_queued_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.status} = 'queued'`),
    check('generations_percent_range', sql`${t.percent} BETWEEN 0 AND 100`),
  ],
);
