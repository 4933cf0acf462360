import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { BillingConfig, Invoice, PaidPlanId, Subscription } from '@forja/contracts';
import type { StripeConfig } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { STRIPE_API_VERSION, type StripeClient } from '../../integrations/stripe/stripe-client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { BillingFulfilment } from './billing-fulfilment.js';
import { createBillingRepository, type BillingRepository } from './billing.repository.js';
import { decidePlanChange } from './plan-change.js';
import { factFromInvoice, factFromStripeEvent, HANDLED_EVENTS } from './stripe-events.js';
import { alreadyOnPlan, createTestCheckout } from './test-checkout.js';

/** Screens the payment flow returns to (apps/web/src/config/paths.ts). */
const SUCCESS_PATH = '/payment/success';
const CANCELLED_PATH = '/payment/cancelled';
const TEST_CHECKOUT_PATH = '/billing/test-checkout';
const SUBSCRIPTION_PATH = '/settings?tab=subscription';

const billingUnavailable = () =>
  new AppError(502, 'BILLING_UNAVAILABLE', 'The payment provider could not be reached. Please try again.');
const paymentsOff = () =>
  new AppError(503, 'PAYMENTS_UNAVAILABLE', 'Paid plans cannot be bought on this studio yet.');
const noSubscription = () => new AppError(409, 'NO_SUBSCRIPTION', 'There is no paid subscription to change.');
const cancelFailed = () =>
  new AppError(
    502,
    'SUBSCRIPTION_CANCEL_FAILED',
    'Your subscription could not be cancelled at the payment provider, so the account was not deleted. Please try again later.',
  );
const apiVersionMismatch = (got: string | null) =>
  new AppError(
    400,
    'STRIPE_API_VERSION_MISMATCH',
    `This endpoint handles Stripe events of API version ${STRIPE_API_VERSION}; this one is ${got ?? 'unversioned'}. Create the webhook endpoint with API version ${STRIPE_API_VERSION}.`,
  );

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

  /**
   * The invoice an upgrade made, applied as soon as Stripe says it is paid (with the card on
   * file it usually is when the change returns), so the plan and credits change at once and a
   * second change in the same period knows this level is paid. Its webhook comes later and
   * changes nothing more (the same invoice and period). Best effort: if the reading fails, or
   * the invoice is not paid yet, its webhook applies it.
   */
  async function fulfilPaidUpgrade(invoiceId: string | null) {
    if (!deps.stripe || !invoiceId) return;
    const stripeDeps = { stripe: deps.stripe.client, repo, config: deps.stripe.config };
    try {
      const invoice = await deps.stripe.client.retrieveInvoice(invoiceId);
      if (invoice.status !== 'paid' || invoice.billing_reason !== 'subscription_update') return;
      const base = { eventId: `sync_${invoiceId}`, eventType: 'invoice.paid' };
      const outcome = await factFromInvoice(invoice, base, true, stripeDeps);
      if (outcome.kind === 'fact') await fulfilment.fulfil(outcome.fact);
    } catch (err) {
      log.warn({ err, invoiceId }, 'the upgrade invoice could not be read now; its webhook will apply it');
    }
  }

  /**
   * A paying user's plan change at Stripe (docs/product/credits.md): an upgrade is invoiced now
   * for the prorated difference from the plan paid for (its credits come with that invoice's
   * webhook, and the success page waits for them); anything else changes the price without a
   * charge, so the renewal bills it and the plan paid for stays until then.
   */
  async function changeStripePlan(
    userId: string,
    running: NonNullable<Awaited<ReturnType<typeof runningSubscription>>> & { externalId: string },
    planId: PaidPlanId,
  ): Promise<{ url: string }> {
    const inEffectId = running.planId ?? planId;
    const [inEffect, target, renewal] = await Promise.all([
      repo.findPlan(inEffectId),
      repo.findPlan(planId),
      running.renewalPlanId ? repo.findPlan(running.renewalPlanId) : null,
    ]);
    if (!inEffect || !target) throw notFound('Plan');
    const decision = decidePlanChange(running, inEffect, renewal, target);
    if (decision.kind === 'already') throw alreadyOnPlan();
    const externalId = running.externalId;
    return callStripe(async (stripe, config) => {
      const priceOf = (id: string) => config.prices[id as PaidPlanId];
      const key = (what: string) => `${what}-${crypto.randomUUID()}`;
      const billed = decision.kind === 'upgrade' ? planId : (decision.renewalPlanId ?? inEffectId);
      let state;
      if (decision.kind === 'upgrade') {
        // Back from a smaller scheduled price first, so Stripe prorates only the difference from
        // the plan paid for.
        if (renewal && renewal.monthlyCredits < inEffect.monthlyCredits) {
          await stripe.changePrice(externalId, priceOf(inEffectId), 'none', key('restore'));
        }
        state = await stripe.changePrice(externalId, priceOf(planId), 'always_invoice', key('upgrade'));
        await fulfilPaidUpgrade(state.latestInvoiceId);
      } else {
        state = await stripe.changePrice(externalId, priceOf(billed), 'none', key('change'));
      }
      await repo.mirror(userId, {
        provider: 'stripe',
        externalId: state.id,
        planId: billed,
        status: running.status as 'active' | 'past_due',
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        currentPeriodEnd: state.currentPeriodEnd,
      });
      // An upgrade is in effect once its invoice's webhook arrives: the success page waits for it.
      return {
        url:
          decision.kind === 'upgrade'
            ? `${appUrl}${SUCCESS_PATH}?plan=${planId}`
            : `${appUrl}${SUBSCRIPTION_PATH}`,
      };
    });
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
        canManage: Boolean(deps.stripe && sub?.stripeCustomerId),
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
      if (!deps.stripe && !deps.testCheckout) throw paymentsOff();
      const running = await runningSubscription(userId);
      const ownMode = running?.provider === (deps.stripe ? 'stripe' : 'test') ? running : null;
      if (!deps.stripe) {
        if (!ownMode) return { url: `${TEST_CHECKOUT_PATH}?plan=${planId}` };
        // A test subscriber's change is made at once, as Stripe makes it with the saved card.
        const result = await testCheckout.pay(userId, planId);
        const after = await repo.findSubscription(userId);
        return {
          url:
            result === 'changed' && after?.planId !== planId
              ? SUBSCRIPTION_PATH
              : `${SUCCESS_PATH}?plan=${planId}`,
        };
      }
      if (ownMode?.externalId)
        return changeStripePlan(userId, { ...ownMode, externalId: ownMode.externalId }, planId);
      const user = await repo.findUser(userId);
      if (!user) throw notFound('User');
      return callStripe(async (stripe, config) => {
        const priceId = config.prices[planId];
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
     * invoice described exactly as the webhook would, through the same fulfilment; for a user
     * with a running test subscription, the plan change Stripe would make.
     */
    async completeTestCheckout(userId: string, planId: PaidPlanId): Promise<Subscription> {
      if (deps.stripe || !deps.testCheckout) throw notFound();
      await testCheckout.pay(userId, planId);
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
     * What Stripe does at the end of a period, for test-checkout subscriptions: renewed while
     * the test checkout is on, ended otherwise (test-checkout.ts).
     */
    async advanceTestPeriods(now = new Date()): Promise<number> {
      return testCheckout.advancePeriods(now, !deps.stripe && deps.testCheckout);
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
      const subscriptionId = sub.externalId;
      if (!deps.stripe) {
        // No keys to reach Stripe with: the operator must end it there by hand.
        log.error(
          { userId, subscriptionId },
          'deleted account has a Stripe subscription that could not be cancelled: Stripe is not configured',
        );
        return;
      }
      try {
        await deps.stripe.client.cancelNow(subscriptionId, `delete-account-${crypto.randomUUID()}`);
      } catch (err) {
        log.warn(
          { err, userId, subscriptionId },
          'account deletion refused: Stripe did not cancel the subscription',
        );
        throw cancelFailed();
      }
    },

    /**
     * Stripe's webhook: verified on the raw body, then fulfilled once per event id. An event
     * rendered at another API version than the pinned one is refused (400, logged, not recorded),
     * so it is neither misread nor lost: Stripe shows the failures and retries, and a resend
     * once the endpoint has the right version is applied.
     */
    async handleStripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
      if (!deps.stripe) throw notFound();
      const { client, config } = deps.stripe;
      let event;
      try {
        event = client.verifyEvent(rawBody, signature ?? '');
      } catch {
        throw new AppError(400, 'INVALID_SIGNATURE', 'The webhook signature is invalid or too old.');
      }
      if (!HANDLED_EVENTS.has(event.type)) return { received: true };
      const about = { eventId: event.id, eventType: event.type };
      if (event.api_version !== STRIPE_API_VERSION) {
        log.error(
          { ...about, apiVersion: event.api_version, expected: STRIPE_API_VERSION },
          `Stripe event refused: the webhook endpoint must be created with API version ${STRIPE_API_VERSION}`,
        );
        throw apiVersionMismatch(event.api_version);
      }
      if (await repo.eventSeen(event.id)) return { received: true };
      let outcome;
      try {
        outcome = await factFromStripeEvent(event, { stripe: client, repo, config });
      } catch {
        // Stripe retries a failed delivery: answering an error is how the event is not lost.
        throw billingUnavailable();
      }
      if (outcome.kind === 'not-ours') {
        log.warn(
          { ...about, reason: outcome.reason, reference: outcome.reference },
          'Stripe event about no user of this studio: acknowledged, nothing changed',
        );
      } else if (outcome.kind === 'nothing') {
        await repo.recordEvent(event.id, event.type);
      } else if ((await fulfilment.fulfil(outcome.fact)) === 'unknown-user') {
        log.warn(
          { ...about, userId: outcome.fact.userId },
          'Stripe event about an account that no longer exists: acknowledged, nothing changed',
        );
      }
      return { received: true };
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
