import crypto from 'node:crypto';
import type { BillingConfig, Invoice, PaidPlanId, Subscription } from '@forja/contracts';
import type { StripeConfig } from '../../config/env.js';
import type { StripeClient } from '../../integrations/stripe/stripe-client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { BillingFulfilment } from './billing-fulfilment.js';
import type { BillingRepository } from './billing.repository.js';
import { factFromStripeEvent, HANDLED_EVENTS } from './stripe-events.js';

/** Screens the payment flow returns to (apps/web/src/config/paths.ts). */
const SUCCESS_PATH = '/payment/success';
const CANCELLED_PATH = '/payment/cancelled';
const TEST_CHECKOUT_PATH = '/billing/test-checkout';
const SUBSCRIPTION_PATH = '/settings?tab=subscription';

const billingUnavailable = () =>
  new AppError(502, 'BILLING_UNAVAILABLE', 'The payment provider could not be reached. Please try again.');
const alreadyOnPlan = () => new AppError(409, 'ALREADY_ON_PLAN', 'This plan is already active.');
const paymentsOff = () =>
  new AppError(503, 'PAYMENTS_UNAVAILABLE', 'Paid plans cannot be bought on this studio yet.');
const noSubscription = () => new AppError(409, 'NO_SUBSCRIPTION', 'There is no paid subscription to change.');

export function createBillingService(deps: {
  repo: BillingRepository;
  fulfilment: BillingFulfilment;
  appUrl: string;
  /** null: no Stripe configured; the local test checkout takes its place when `testCheckout`. */
  stripe: { client: StripeClient; config: StripeConfig } | null;
  testCheckout: boolean;
}) {
  const { repo, fulfilment, appUrl } = deps;

  /** Stripe errors become one clear 502; our own AppErrors pass through. */
  async function callStripe<T>(run: (stripe: StripeClient, config: StripeConfig) => Promise<T>): Promise<T> {
    if (!deps.stripe) throw notFound();
    try {
      return await run(deps.stripe.client, deps.stripe.config);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw billingUnavailable();
    }
  }

  async function runningSubscription(userId: string) {
    const sub = await repo.findSubscription(userId);
    return sub?.externalId && (sub.status === 'active' || sub.status === 'past_due') ? sub : null;
  }

  return {
    config(): BillingConfig {
      return { mode: deps.stripe ? 'stripe' : deps.testCheckout ? 'test' : 'off' };
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
        canManage: Boolean(deps.stripe && sub?.stripeCustomerId),
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
     * Stripe. A user who already pays changes the one subscription instead of opening a second.
     * Nothing is granted here: credits come with the paid invoice.
     */
    async checkout(userId: string, planId: PaidPlanId): Promise<{ url: string }> {
      const running = await runningSubscription(userId);
      // Paying twice for the plan one already has is refused; a cancelled one may be resumed.
      if (running?.planId === planId && !running.cancelAtPeriodEnd) throw alreadyOnPlan();
      if (!deps.stripe) {
        if (!deps.testCheckout) throw paymentsOff();
        return { url: `${TEST_CHECKOUT_PATH}?plan=${planId}` };
      }
      const user = await repo.findUser(userId);
      if (!user) throw notFound('User');
      return callStripe(async (stripe, config) => {
        const priceId = config.prices[planId];
        if (running?.provider === 'stripe' && running.externalId) {
          const state = await stripe.changePrice(
            running.externalId,
            priceId,
            `change-${crypto.randomUUID()}`,
          );
          await repo.mirror(userId, {
            provider: 'stripe',
            externalId: state.id,
            planId,
            status: running.status as 'active' | 'past_due',
            cancelAtPeriodEnd: state.cancelAtPeriodEnd,
            currentPeriodEnd: state.currentPeriodEnd,
          });
          return { url: `${appUrl}${SUCCESS_PATH}` };
        }
        let customerId = (await repo.findSubscription(userId))?.stripeCustomerId ?? null;
        if (!customerId) {
          customerId = await stripe.createCustomer(userId, user.email, user.name);
          await repo.saveCustomer(userId, customerId);
        }
        const url = await stripe.createCheckoutSession({
          customerId,
          userId,
          priceId,
          successUrl: `${appUrl}${SUCCESS_PATH}?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${appUrl}${CANCELLED_PATH}`,
          idempotencyKey: `checkout-${crypto.randomUUID()}`,
        });
        return { url };
      });
    },

    /**
     * The local test checkout's payment (no Stripe configured): a subscription and a paid
     * invoice described exactly as the webhook would, through the same fulfilment.
     */
    async completeTestCheckout(userId: string, planId: PaidPlanId): Promise<Subscription> {
      if (deps.stripe || !deps.testCheckout) throw notFound();
      const plan = await repo.findPlan(planId);
      if (!plan) throw notFound('Plan');
      const current = await repo.findSubscription(userId);
      if (current?.status === 'active' && current.planId === planId && !current.cancelAtPeriodEnd)
        throw alreadyOnPlan();
      const periodEnd = new Date();
      periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
      const id = crypto.randomUUID();
      await fulfilment.fulfil({
        eventId: `test_evt_${id}`,
        eventType: 'invoice.paid',
        userId,
        subscription: {
          provider: 'test',
          externalId:
            current?.provider === 'test' && current.externalId ? current.externalId : `test_sub_${id}`,
          planId,
          status: 'active',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: periodEnd,
        },
        invoice: {
          externalId: `test_in_${id}`,
          planId,
          amountCents: plan.priceCents,
          currency: plan.currency,
          status: 'paid',
          description: `Forja ${plan.name} (test checkout)`,
          receiptUrl: null,
        },
      });
      return this.getSubscription(userId);
    },

    /** Cancels at the end of the paid period: the plan stays usable until then. */
    async cancel(userId: string): Promise<Subscription> {
      const running = await runningSubscription(userId);
      if (!running?.externalId || running.cancelAtPeriodEnd) throw noSubscription();
      if (running.provider === 'stripe') {
        const externalId = running.externalId;
        await callStripe(async (stripe) => {
          const state = await stripe.cancelAtPeriodEnd(externalId, `cancel-${crypto.randomUUID()}`);
          await repo.mirror(userId, {
            provider: 'stripe',
            externalId,
            planId: running.planId ?? 'free',
            status: running.status as 'active' | 'past_due',
            cancelAtPeriodEnd: state.cancelAtPeriodEnd,
            currentPeriodEnd: state.currentPeriodEnd,
          });
        });
      } else {
        await repo.markCancelAtPeriodEnd(userId);
      }
      return this.getSubscription(userId);
    },

    /** The Stripe customer portal (payment methods, receipts). */
    async portal(userId: string): Promise<{ url: string }> {
      const customerId = (await repo.findSubscription(userId))?.stripeCustomerId;
      if (!deps.stripe || !customerId) throw noSubscription();
      return callStripe(async (stripe) => ({
        url: await stripe.createPortalSession(
          customerId,
          `${appUrl}${SUBSCRIPTION_PATH}`,
          `portal-${crypto.randomUUID()}`,
        ),
      }));
    },

    /**
     * What Stripe does at the end of a period, for test-checkout subscriptions: one cancelled at
     * the period end ends (the account goes back to Free), any other is paid again for the next
     * month (a new test invoice, its credits). Event and invoice ids are made from the
     * subscription and the period, so running this twice changes nothing more.
     */
    async advanceTestPeriods(now = new Date()): Promise<number> {
      const due = await repo.endedTestPeriods(now);
      for (const sub of due) {
        if (!sub.externalId || !sub.planId || !sub.currentPeriodEnd) continue;
        const period = sub.currentPeriodEnd.toISOString();
        const mirror = {
          provider: 'test' as const,
          externalId: sub.externalId,
          planId: sub.planId,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        };
        if (sub.cancelAtPeriodEnd) {
          await fulfilment.fulfil({
            eventId: `test_evt_end_${sub.externalId}_${period}`,
            eventType: 'customer.subscription.deleted',
            userId: sub.userId,
            subscription: { ...mirror, status: 'canceled', currentPeriodEnd: sub.currentPeriodEnd },
          });
          continue;
        }
        const plan = await repo.findPlan(sub.planId);
        if (!plan) continue;
        const next = new Date(sub.currentPeriodEnd);
        next.setUTCMonth(next.getUTCMonth() + 1);
        await fulfilment.fulfil({
          eventId: `test_evt_renew_${sub.externalId}_${period}`,
          eventType: 'invoice.paid',
          userId: sub.userId,
          subscription: { ...mirror, status: 'active', currentPeriodEnd: next },
          invoice: {
            externalId: `test_in_${sub.externalId}_${period}`,
            planId: plan.id,
            amountCents: plan.priceCents,
            currency: plan.currency,
            status: 'paid',
            description: `Forja ${plan.name} (test checkout)`,
            receiptUrl: null,
          },
        });
      }
      return due.length;
    },

    /** Stripe's webhook: verified on the raw body, then fulfilled once per event id. */
    async handleStripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
      if (!deps.stripe) throw notFound();
      const { client, config } = deps.stripe;
      let event;
      try {
        event = await client.verifyEvent(rawBody, signature ?? '');
      } catch {
        throw new AppError(400, 'INVALID_SIGNATURE', 'The webhook signature is invalid or too old.');
      }
      if (!HANDLED_EVENTS.has(event.type) || (await repo.eventSeen(event.id))) return { received: true };
      let fact;
      try {
        fact = await factFromStripeEvent(event, { stripe: client, repo, config });
      } catch {
        // Stripe retries a failed delivery: answering an error is how the event is not lost.
        throw billingUnavailable();
      }
      if (fact) await fulfilment.fulfil(fact);
      else await repo.recordEvent(event.id, event.type);
      return { received: true };
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
