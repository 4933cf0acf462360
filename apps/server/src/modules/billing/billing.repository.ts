import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  billingEvents,
  creditAccounts,
  invoices,
  plans,
  subscriptionPeriods,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { activePaidSubscription } from './active-subscription.js';

export interface SubscriptionMirror {
  provider: 'stripe' | 'test';
  externalId: string;
  /**
   * The plan the subscription is billed at now (Stripe's price): the plan in effect is the one
   * paid for in the current period (`mirror` works it out), and this one from the renewal on.
   */
  planId: string;
  status: 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
}

export interface InvoiceRecord {
  externalId: string;
  planId: string;
  amountCents: number;
  currency: string;
  status: 'paid' | 'pending' | 'failed';
  description: string;
  receiptUrl: string | null;
}

/** Billing queries; each one on user data names the user. */
export function createBillingRepository(db: Db) {
  return {
    async findUser(userId: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name, language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async findSubscription(userId: string) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row ?? null;
    },

    async findUserIdByCustomer(customerId: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(eq(subscriptions.stripeCustomerId, customerId));
      return row?.userId ?? null;
    },

    /** Keeps the user's Stripe customer; the first one stored wins if two requests race. */
    async saveCustomer(userId: string, customerId: string): Promise<void> {
      await db
        .insert(subscriptions)
        .values({ userId, provider: 'stripe', stripeCustomerId: customerId })
        .onConflictDoUpdate({ target: subscriptions.userId, set: { stripeCustomerId: customerId } });
    },

    /**
     * Stores the subscription's state. The plan in effect is the highest one paid for in the
     * period running now (subscription_periods); the billed plan, when different, is the plan
     * of the next renewal (a downgrade waits for it; an upgrade not paid yet is not in effect).
     */
    async mirror(userId: string, s: SubscriptionMirror, now = new Date()): Promise<void> {
      const [paid] = await db
        .select({ planId: subscriptionPeriods.planId })
        .from(subscriptionPeriods)
        .where(
          and(
            eq(subscriptionPeriods.subscriptionId, s.externalId),
            eq(subscriptionPeriods.userId, userId),
            lte(subscriptionPeriods.periodStart, now),
            gt(subscriptionPeriods.periodEnd, now),
          ),
        )
        .orderBy(desc(subscriptionPeriods.periodStart))
        .limit(1);
      const inEffect = paid?.planId ?? s.planId;
      const values = {
        provider: s.provider,
        externalId: s.externalId,
        planId: inEffect,
        renewalPlanId: s.planId === inEffect ? null : s.planId,
        status: s.status,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        currentPeriodEnd: s.currentPeriodEnd,
        updatedAt: new Date(),
      };
      await db
        .insert(subscriptions)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: subscriptions.userId, set: values });
    },

    /**
     * The local test checkout's new subscription, claimed in one statement: written only when
     * the user has no running test subscription, so of concurrent payments exactly one opens it
     * (and pays its invoice). False when another one is running.
     */
    async claimNewTestSubscription(
      userId: string,
      s: { externalId: string; planId: string; currentPeriodEnd: Date },
    ): Promise<boolean> {
      const values = {
        provider: 'test',
        externalId: s.externalId,
        planId: s.planId,
        renewalPlanId: null,
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: s.currentPeriodEnd,
        updatedAt: new Date(),
      };
      const claimed = await db
        .insert(subscriptions)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: values,
          setWhere: sql`NOT (${subscriptions.provider} = 'test' AND ${subscriptions.externalId} IS NOT NULL
                             AND ${subscriptions.status} IN ('active', 'past_due'))`,
        })
        .returning({ userId: subscriptions.userId });
      return claimed.length > 0;
    },

    /**
     * A plan change of a running test subscription, applied only if the subscription is still as
     * the caller read it (plan, renewal plan, cancellation): of concurrent changes one applies,
     * the others get false and read again.
     */
    async changeTestSubscription(
      userId: string,
      seen: { externalId: string; planId: string; renewalPlanId: string | null; cancelAtPeriodEnd: boolean },
      next: { planId: string; renewalPlanId: string | null },
    ): Promise<boolean> {
      const changed = await db
        .update(subscriptions)
        .set({ ...next, cancelAtPeriodEnd: false, updatedAt: new Date() })
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.provider, 'test'),
            eq(subscriptions.externalId, seen.externalId),
            inArray(subscriptions.status, ['active', 'past_due']),
            eq(subscriptions.planId, seen.planId),
            sql`${subscriptions.renewalPlanId} IS NOT DISTINCT FROM ${seen.renewalPlanId}`,
            eq(subscriptions.cancelAtPeriodEnd, seen.cancelAtPeriodEnd),
          ),
        )
        .returning({ userId: subscriptions.userId });
      return changed.length > 0;
    },

    async markCancelAtPeriodEnd(userId: string): Promise<void> {
      await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, updatedAt: new Date() })
        .where(eq(subscriptions.userId, userId));
    },

    /** Stores an invoice once per external id; a later event about it updates its status. */
    async saveInvoice(userId: string, i: InvoiceRecord): Promise<void> {
      await db
        .insert(invoices)
        .values({ userId, ...i })
        .onConflictDoUpdate({
          target: invoices.externalId,
          set: { status: i.status, receiptUrl: i.receiptUrl },
          setWhere: eq(invoices.userId, userId),
        });
    },

    async listInvoices(userId: string) {
      return db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(100);
    },

    async accountWithPlan(userId: string) {
      const [row] = await db
        .select({ account: creditAccounts, plan: plans })
        .from(creditAccounts)
        .innerJoin(plans, eq(plans.id, creditAccounts.planId))
        .where(eq(creditAccounts.userId, userId));
      return row ?? null;
    },

    /** The plan of the user's running paid subscription; null when there is none (Free). */
    async paidPlanOf(userId: string, now: Date) {
      const [row] = await db
        .select({ id: plans.id, name: plans.name })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(and(eq(subscriptions.userId, userId), activePaidSubscription(now)));
      return row ?? null;
    },

    async findPlan(planId: string) {
      const [row] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.id, planId)));
      return row ?? null;
    },

    /** Test-checkout subscriptions whose paid period is over (every user: the period job's query). */
    async endedTestPeriods(now: Date) {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'test'),
            inArray(subscriptions.status, ['active', 'past_due']),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        )
        .limit(500);
    },

    async eventSeen(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: billingEvents.id })
        .from(billingEvents)
        .where(eq(billingEvents.id, eventId));
      return Boolean(row);
    },

    async recordEvent(eventId: string, type: string): Promise<void> {
      await db.insert(billingEvents).values({ id: eventId, type }).onConflictDoNothing();
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
