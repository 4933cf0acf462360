import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  billingEvents,
  creditAccounts,
  invoices,
  plans,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { activePaidSubscription } from './active-subscription.js';

export interface SubscriptionMirror {
  provider: 'stripe' | 'test';
  externalId: string;
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

    async mirror(userId: string, s: SubscriptionMirror): Promise<void> {
      const values = {
        provider: s.provider,
        externalId: s.externalId,
        planId: s.planId,
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
