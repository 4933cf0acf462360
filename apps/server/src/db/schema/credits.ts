import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('EUR'),
  monthlyCredits: integer('monthly_credits').notNull(),
  /** The media library's quota for the plan's users (media and own music), in MiB. */
  storageQuotaMb: integer('storage_quota_mb').notNull().default(200),
  popular: boolean('popular').notNull().default(false),
  contactOnly: boolean('contact_only').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
  stripePriceId: text('stripe_price_id'),
});

/**
 * One row per user, created with the user (see the signup trigger in the migrations).
 * `held` is reserved by running generations; the CHECKs make overdrawing impossible
 * whatever the application code does.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    balance: integer('balance').notNull(),
    held: integer('held').notNull().default(0),
    /** Generations running now; capped per user in the same statement that holds credits. */
    activeGenerations: integer('active_generations').notNull().default(0),
    /**
     * Credits granted on top of the plan (an administrator's grant) not spent yet. Generations
     * spend plan credits first; a renewal raises only the plan part (docs/product/credits.md).
     */
    extraCredits: integer('extra_credits').notNull().default(0),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The back office's status filter (active = a paid plan) starts from the plan.
    index('credit_accounts_plan_idx').on(t.planId),
    check('credit_accounts_balance_non_negative', sql`${t.balance} >= 0`),
    check('credit_accounts_held_within_balance', sql`${t.held} >= 0 AND ${t.held} <= ${t.balance}`),
    check('credit_accounts_active_non_negative', sql`${t.activeGenerations} >= 0`),
    check(
      'credit_accounts_extra_within_balance',
      sql`${t.extraCredits} >= 0 AND ${t.extraCredits} <= ${t.balance}`,
    ),
  ],
);

/** Append-only: every change to a balance, with the balance it left. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_created_idx').on(t.userId, t.createdAt),
    // The back office's statistics: credits spent by generations, by day.
    index('credit_ledger_reason_created_idx').on(t.reason, t.createdAt),
    // A subscription invoice grants its credits once, however often its event is delivered.
    uniqueIndex('credit_ledger_invoice_grant_once')
      .on(t.reference)
      .where(sql`${t.reason} = 'subscription_invoice'`),
  ],
);
