import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { PaidPlanId } from '@forja/contracts';
import type { StripeConfig } from '../../config/env.js';
import { STRIPE_API_VERSION, type StripeClient } from '../../integrations/stripe/stripe-client.js';
import { AppError } from '../../lib/app-error.js';
import type { BillingFulfilment } from './billing-fulfilment.js';
import type { BillingRepository } from './billing.repository.js';
import {
  alreadyOnPlan,
  apiVersionMismatch,
  billingUnavailable,
  CANCELLED_PATH,
  cancelFailed,
  SUBSCRIPTION_PATH,
  SUCCESS_PATH,
} from './billing-errors.js';
import { decidePlanChange } from './plan-change.js';
import { factFromInvoice, factFromStripeEvent, HANDLED_EVENTS } from './stripe-events.js';

type Subscription = NonNullable<Awaited<ReturnType<BillingRepository['findSubscription']>>>;

/** What the studio does at Stripe, when Stripe is configured (billing.service.ts decides when). */
export function createStripeBilling(deps: {
  client: StripeClient;
  config: StripeConfig;
  repo: BillingRepository;
  fulfilment: BillingFulfilment;
  appUrl: string;
  log: Logger;
}) {
  const { client, config, repo, fulfilment, appUrl, log } = deps;
  const priceOf = (planId: string) => config.prices[planId as PaidPlanId];
  const key = (what: string) => `${what}-${crypto.randomUUID()}`;

  /** Stripe errors become one clear 502; our own AppErrors pass through. */
  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw billingUnavailable();
    }
  }

  /**
   * The invoice an upgrade made, applied as soon as Stripe says it is paid (with the card on
   * file it usually is when the change returns), so the plan and credits change at once and a
   * second change in the same period knows this level is paid. Its webhook comes later and
   * changes nothing more (the same invoice and period). Best effort: if the reading fails, or
   * the invoice is not paid yet, its webhook applies it.
   */
  async function fulfilPaidUpgrade(invoiceId: string | null) {
    if (!invoiceId) return;
    try {
      const invoice = await client.retrieveInvoice(invoiceId);
      if (invoice.status !== 'paid' || invoice.billing_reason !== 'subscription_update') return;
      const base = { eventId: `sync_${invoiceId}`, eventType: 'invoice.paid' };
      const outcome = await factFromInvoice(invoice, base, true, { stripe: client, repo, config });
      if (outcome.kind === 'fact') await fulfilment.fulfil(outcome.fact);
    } catch (err) {
      log.warn({ err, invoiceId }, 'the upgrade invoice could not be read now; its webhook will apply it');
    }
  }

  return {
    /** Stripe's hosted checkout for a new subscription (the customer is made once per user). */
    async openCheckout(user: { id: string; email: string; name: string }, planId: PaidPlanId) {
      return call(async () => {
        let customerId = (await repo.findSubscription(user.id))?.stripeCustomerId ?? null;
        if (!customerId) {
          customerId = await client.createCustomer(user.id, user.email, user.name);
          await repo.saveCustomer(user.id, customerId);
        }
        const url = await client.createCheckoutSession({
          customerId,
          userId: user.id,
          priceId: priceOf(planId),
          successUrl: `${appUrl}${SUCCESS_PATH}?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${appUrl}${CANCELLED_PATH}`,
          idempotencyKey: key('checkout'),
        });
        return { url };
      });
    },

    /**
     * A paying user's plan change (docs/product/credits.md): an upgrade is invoiced now for the
     * prorated difference from the plan paid for, and applied once paid; anything else changes
     * the price without a charge, so the renewal bills it and the plan paid for stays until then.
     */
    async changePlan(userId: string, running: Subscription & { externalId: string }, planId: PaidPlanId) {
      const inEffectId = running.planId ?? planId;
      const [inEffect, target, renewal] = await Promise.all([
        repo.findPlan(inEffectId),
        repo.findPlan(planId),
        running.renewalPlanId ? repo.findPlan(running.renewalPlanId) : null,
      ]);
      if (!inEffect || !target) throw billingUnavailable();
      const decision = decidePlanChange(running, inEffect, renewal, target);
      if (decision.kind === 'already') throw alreadyOnPlan();
      const id = running.externalId;
      return call(async () => {
        const billed = decision.kind === 'upgrade' ? planId : (decision.renewalPlanId ?? inEffectId);
        let state;
        if (decision.kind === 'upgrade') {
          // Back from a smaller scheduled price first, so Stripe prorates only the difference
          // from the plan paid for.
          if (renewal && renewal.monthlyCredits < inEffect.monthlyCredits) {
            await client.changePrice(id, priceOf(inEffectId), 'none', key('restore'));
          }
          state = await client.changePrice(id, priceOf(planId), 'always_invoice', key('upgrade'));
          await fulfilPaidUpgrade(state.latestInvoiceId);
        } else {
          state = await client.changePrice(id, priceOf(billed), 'none', key('change'));
        }
        await repo.mirror(userId, {
          provider: 'stripe',
          externalId: state.id,
          planId: billed,
          status: running.status as 'active' | 'past_due',
          cancelAtPeriodEnd: state.cancelAtPeriodEnd,
          currentPeriodEnd: state.currentPeriodEnd,
        });
        // After an upgrade the success page waits until the plan is in effect (its invoice paid).
        const next = decision.kind === 'upgrade' ? `${SUCCESS_PATH}?plan=${planId}` : SUBSCRIPTION_PATH;
        return { url: `${appUrl}${next}` };
      });
    },

    async cancelAtPeriodEnd(userId: string, running: Subscription & { externalId: string }) {
      await call(async () => {
        const state = await client.cancelAtPeriodEnd(running.externalId, key('cancel'));
        await repo.mirror(userId, {
          provider: 'stripe',
          externalId: running.externalId,
          planId: running.renewalPlanId ?? running.planId ?? 'free',
          status: running.status as 'active' | 'past_due',
          cancelAtPeriodEnd: state.cancelAtPeriodEnd,
          currentPeriodEnd: state.currentPeriodEnd,
        });
      });
    },

    portal: (customerId: string) =>
      call(async () => ({
        url: await client.createPortalSession(customerId, `${appUrl}${SUBSCRIPTION_PATH}`, key('portal')),
      })),

    /** Ends a subscription now for an account being deleted; refuses the deletion if Stripe does not. */
    async cancelForDeletion(userId: string, subscriptionId: string) {
      try {
        await client.cancelNow(subscriptionId, key('delete-account'));
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
     * once the endpoint has the right version is applied. An event about nobody of this studio
     * is acknowledged and logged, and changes nothing.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
      let event;
      try {
        event = await client.verifyEvent(rawBody, signature ?? '');
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
export type StripeBilling = ReturnType<typeof createStripeBilling>;
