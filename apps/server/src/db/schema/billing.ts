import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { plans } from './credits.js';

/**
 * The user's paid subscription, one row per user, mirrored from Stripe (or written by the
 * local test checkout). The Stripe customer is created once and kept here even when no
 * subscription is running, so a second checkout reuses it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'stripe' or 'test' (the local test checkout). */
    provider: text('provider').notNull(),
    stripeCustomerId: text('stripe_customer_id').unique(),
    /** Stripe's subscription id (or the test checkout's); null before the first checkout. */
    externalId: text('external_id').unique(),
    /** The plan in effect: the one paid for in the current period (a downgrade waits for the renewal). */
    planId: text('plan_id').references(() => plans.id),
    /** null before the first checkout; then active, past_due or canceled. */
    status: text('status'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The plan the next renewal bills when it is not `plan_id` (a downgrade waiting for the period end). */
    renewalPlanId: text('renewal_plan_id').references(() => plans.id),
  },
  (t) => [
    check(
      'subscriptions_status_known',
      sql`${t.status} IS NULL OR ${t.status} IN ('active', 'past_due', 'canceled')`,
    ),
  ],
);

/** Every invoice of a user's subscription; `external_id` (Stripe's invoice id) is stored once. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull().unique(),
    planId: text('plan_id').references(() => plans.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** paid, pending or failed. */
    status: text('status').notNull(),
    description: text('description').notNull(),
    receiptUrl: text('receipt_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_user_created_idx').on(t.userId, t.createdAt)],
);

/** Stripe event ids already handled: a redelivered event is answered without being applied again. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The credits each paid period of a subscription has granted (docs/product/credits.md): one row
 * per (subscription, period start), so a period's allowance is granted once however many
 * invoices, replays or concurrent requests describe it. `plan_id` is the highest plan paid for
 * in the period (the plan in effect); `upgrade_credits` what upgrades in the period added.
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    subscriptionId: text('subscription_id').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    /** Whether the period's own invoice (a new subscription or a renewal) has granted the allowance. */
    allowanceGranted: boolean('allowance_granted').notNull().default(false),
    upgradeCredits: integer('upgrade_credits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.periodStart] }),
    index('subscription_periods_user_idx').on(t.userId),
    check('subscription_periods_upgrade_credits_non_negative', sql`${t.upgradeCredits} >= 0`),
  ],
);
