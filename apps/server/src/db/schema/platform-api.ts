import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { API_SCOPES, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '@forja/contracts';
import { users } from './auth.js';

/**
 * Personal API tokens (modules/api-tokens). Only the SHA-256 of a token is kept: the token
 * itself is shown once, when it is made. A revoked token keeps its row (`revoked_at`) for
 * the audit log's sake and stops working at once.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes', { enum: API_SCOPES }).array().notNull(),
    /** Hex SHA-256 of the whole token: what a request's token is looked up by. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's first characters, to tell tokens apart in the list. */
    start: text('start').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The token's rate: the current minute's start and the requests in it, counted here so
     * every process shares one count (modules/api-tokens).
     */
    rateWindowStart: timestamp('rate_window_start', { withTimezone: true }),
    rateWindowCount: integer('rate_window_count').notNull().default(0),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);

/** A user's webhook endpoints (modules/webhooks). The signing secret is encrypted at rest. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events', { enum: WEBHOOK_EVENTS }).array().notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** `whsec_…`, encrypted with the studio's key (lib/crypto.ts). */
    secretEncrypted: text('secret_encrypted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One message to one endpoint and its tries. The id is the message's `webhook-id`, the same
 * on every try, so a receiver can drop a duplicate. `next_attempt_at` is when the queued job
 * for the next try is due; the sweep re-sends jobs a crash lost.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The message body's `data`, as it was when the event happened. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.webhookId, t.createdAt),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('webhook_deliveries_status_known', sql`${t.status} IN ('pending', 'succeeded', 'failed')`),
  ],
);
