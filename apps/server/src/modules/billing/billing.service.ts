import type { Logger } from 'pino';
import type { BillingConfig, Invoice, PaidPlanId, Subscription } from '@forja/contracts';
import type { StripeConfig } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { StripeClient } from '../../integrations/stripe/stripe-client.js';
import { notFound } from '../../lib/app-error.js';
import type { BillingFulfilment } from './billing-fulfilment.js';
import { createBillingRepository, type BillingRepository } from './billing.repository.js';
import {
  noSubscription,
  paymentsOff,
  SUBSCRIPTION_PATH,
  SUCCESS_PATH,
  TEST_CHECKOUT_PATH,
} from './billing-errors.js';
import { createStripeBilling } from './stripe-billing.js';
import { createTestCheckout } from './test-checkout.js';

export function createBillingService(deps: {
  repo: BillingRepository;
  fulfilment: BillingFulfilment;
  appUrl: string;
  /** null: no Stripe configured; the local test checkout takes its place when `testCheckout`. */
  stripe: { client: StripeClient; config: StripeConfig } | null;
  testCheckout: boolean;
  log: Logger;
}) {
  const { repo, fulfilment, appUrl, log } = deps;
  const testCheckout = createTestCheckout({ repo, fulfilment });
  const stripe = deps.stripe ? createStripeBilling({ ...deps.stripe, repo, fulfilment, appUrl, log }) : null;

  async function runningSubscription(userId: string) {
    const sub = await repo.findSubscription(userId);
    return sub?.externalId && (sub.status === 'active' || sub.status === 'past_due')
      ? { ...sub, externalId: sub.externalId }
      : null;
  }

  return {
    config(): BillingConfig {
      return { mode: stripe ? 'stripe' : deps.testCheckout ? 'test' : 'off' };
    },

    async getSubscription(userId: string): Promise<Subscription> {
      const row = await repo.accountWithPlan(userId);
      if (!row) throw notFound('Subscription');
      const sub = await repo.findSubscription(userId);
      const paid = sub?.externalId ? sub : null;
      const periodEnd = paid?.currentPeriodEnd ?? null;
      const free = row.plan.priceCents === 0;
      const nextFreeRenewal = new Date(row.account.periodStart);
      nextFreeRenewal.setUTCMonth(nextFreeRenewal.getUTCMonth() + 1);
      const renewsAt = free
        ? nextFreeRenewal
        : paid && paid.status !== 'canceled' && !paid.cancelAtPeriodEnd
          ? periodEnd
          : null;
      // A downgrade (or a change not paid yet) waits for the renewal: say which plan it brings.
      const renewing = !free && paid && paid.status !== 'canceled' && !paid.cancelAtPeriodEnd;
      const nextPlan =
        renewing && paid.renewalPlanId && paid.renewalPlanId !== row.plan.id
          ? await repo.findPlan(paid.renewalPlanId)
          : null;
      return {
        planId: row.plan.id,
        planName: row.plan.name,
        priceCents: row.plan.priceCents,
        currency: row.plan.currency,
        status:
          free && paid?.status === 'canceled' ? null : ((paid?.status as Subscription['status']) ?? null),
        currentPeriodEnd: free ? null : (periodEnd?.toISOString() ?? null),
        cancelAtPeriodEnd: paid?.cancelAtPeriodEnd ?? false,
        renewsAt: renewsAt?.toISOString() ?? null,
        provider: (paid?.provider as Subscription['provider']) ?? null,
        canManage: Boolean(stripe && sub?.stripeCustomerId),
        nextPlan: nextPlan ? { id: nextPlan.id, name: nextPlan.name } : null,
      };
    },

    /**
     * The plan whose studios the user may use now: the running paid subscription's, or Free
     * (modules/billing/active-subscription.ts says what counts as running).
     */
    async currentPlan(userId: string, now = new Date()): Promise<{ id: string; name: string }> {
      const paid = await repo.paidPlanOf(userId, now);
      if (paid) return paid;
      const free = await repo.findPlan('free');
      return { id: 'free', name: free?.name ?? 'Free' };
    },

    async listInvoices(userId: string): Promise<Invoice[]> {
      return (await repo.listInvoices(userId)).map((i) => ({
        id: i.id,
        date: i.createdAt.toISOString(),
        amountCents: i.amountCents,
        currency: i.currency,
        status: i.status as Invoice['status'],
        description: i.description,
        receiptUrl: i.receiptUrl,
      }));
    },

    /**
     * Starts paying for a plan: Stripe's hosted checkout, or the local test checkout without
     * Stripe. A user who already pays changes the one subscription instead of opening a second
     * (docs/product/credits.md). Nothing is granted here: credits come with the paid invoice.
     * A subscription of the other mode (a test one once Stripe is configured) does not count.
     */
    async checkout(userId: string, planId: PaidPlanId): Promise<{ url: string }> {
      if (!stripe && !deps.testCheckout) throw paymentsOff();
      const running = await runningSubscription(userId);
      const ownMode = running?.provider === (stripe ? 'stripe' : 'test') ? running : null;
      if (stripe) {
        if (ownMode) return stripe.changePlan(userId, ownMode, planId);
        const user = await repo.findUser(userId);
        if (!user) throw notFound('User');
        return stripe.openCheckout(user, planId);
      }
      if (!ownMode) return { url: `${TEST_CHECKOUT_PATH}?plan=${planId}` };
      // A test subscriber's change is made at once, as Stripe makes it with the saved card.
      const result = await testCheckout.pay(userId, planId);
      const after = await repo.findSubscription(userId);
      const scheduled = result === 'changed' && after?.planId !== planId;
      return { url: scheduled ? SUBSCRIPTION_PATH : `${SUCCESS_PATH}?plan=${planId}` };
    },

    /**
     * The local test checkout's payment (no Stripe configured): a subscription and a paid
     * invoice described exactly as the webhook would, through the same fulfilment; for a user
     * with a running test subscription, the plan change Stripe would make.
     */
    async completeTestCheckout(userId: string, planId: PaidPlanId): Promise<Subscription> {
      if (stripe || !deps.testCheckout) throw notFound();
      await testCheckout.pay(userId, planId);
      return this.getSubscription(userId);
    },

    /** Cancels at the end of the paid period: the plan stays usable until then. */
    async cancel(userId: string): Promise<Subscription> {
      const running = await runningSubscription(userId);
      if (!running || running.cancelAtPeriodEnd) throw noSubscription();
      if (running.provider === 'stripe' && stripe) await stripe.cancelAtPeriodEnd(userId, running);
      else await repo.markCancelAtPeriodEnd(userId);
      return this.getSubscription(userId);
    },

    /** The Stripe customer portal (payment methods, receipts). */
    async portal(userId: string): Promise<{ url: string }> {
      const customerId = (await repo.findSubscription(userId))?.stripeCustomerId;
      if (!stripe || !customerId) throw noSubscription();
      return stripe.portal(customerId);
    },

    /**
     * What Stripe does at the end of a period, for test-checkout subscriptions: renewed while
     * the test checkout is on, ended otherwise (test-checkout.ts).
     */
    async advanceTestPeriods(now = new Date()): Promise<number> {
      return testCheckout.advancePeriods(now, !stripe && deps.testCheckout);
    },

    /**
     * The account deletion's part (modules/users/account-deletion.ts), inside its transaction:
     * a running Stripe subscription is cancelled at once, before the user's rows go, so nothing
     * more is charged. If Stripe does not confirm it, the deletion is refused (nothing deleted)
     * with a message to try again. Test-checkout subscriptions are only rows.
     */
    async eraseUserData(tx: Db, userId: string): Promise<void> {
      const sub = await createBillingRepository(tx).findSubscription(userId);
      if (
        sub?.provider !== 'stripe' ||
        !sub.externalId ||
        (sub.status !== 'active' && sub.status !== 'past_due')
      ) {
        return;
      }
      if (!stripe) {
        // No keys to reach Stripe with: the operator must end it there by hand.
        log.error(
          { userId, subscriptionId: sub.externalId },
          'deleted account has a Stripe subscription that could not be cancelled: Stripe is not configured',
        );
        return;
      }
      await stripe.cancelForDeletion(userId, sub.externalId);
    },

    /** Stripe's webhook (stripe-billing.ts); 404 when Stripe is not configured. */
    async handleStripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
      if (!stripe) throw notFound();
      return stripe.handleWebhook(rawBody, signature);
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
