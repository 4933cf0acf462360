import type Stripe from 'stripe';
import type { StripeConfig } from '../../config/env.js';
import type { StripeClient, StripeSubscriptionState } from '../../integrations/stripe/stripe-client.js';
import type { BillingFact } from './billing-fulfilment.js';
import type { BillingRepository, SubscriptionMirror } from './billing.repository.js';

/** The events the studio acts on; any other is acknowledged and ignored. */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

/**
 * Turns a verified Stripe event into a BillingFact. The event only says which subscription
 * changed: its state is read from Stripe now, so events that arrive late or out of order
 * cannot bring back an old state. Null when the event concerns no user of this studio.
 */
export async function factFromStripeEvent(
  event: Stripe.Event,
  deps: { stripe: StripeClient; repo: BillingRepository; config: StripeConfig },
): Promise<BillingFact | null> {
  const planOfPrice = (priceId: string | null) =>
    (Object.entries(deps.config.prices).find(([, p]) => p === priceId)?.[0] as string | undefined) ?? null;

  const mirrorOf = async (subscriptionId: string | null): Promise<SubscriptionMirror | null> => {
    if (!subscriptionId) return null;
    const s = await deps.stripe.retrieveSubscription(subscriptionId);
    const planId = planOfPrice(s.priceId);
    if (!planId) return null;
    return { provider: 'stripe', externalId: s.id, planId, ...statusOf(s) };
  };

  const base = { eventId: event.id, eventType: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const customerId = idOf(session.customer);
      const userId =
        (customerId && (await deps.repo.findUserIdByCustomer(customerId))) ?? session.client_reference_id;
      const subscription = await mirrorOf(idOf(session.subscription));
      if (!userId || !subscription) return null;
      return { ...base, userId, subscription };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const customerId = idOf(invoice.customer);
      const userId = customerId ? await deps.repo.findUserIdByCustomer(customerId) : null;
      // In this API version an invoice names its subscription under parent.subscription_details.
      const subscription = await mirrorOf(idOf(invoice.parent?.subscription_details?.subscription));
      if (!userId || !subscription || !invoice.id) return null;
      const plan = await deps.repo.findPlan(subscription.planId);
      return {
        ...base,
        userId,
        subscription,
        invoice: {
          externalId: invoice.id,
          planId: subscription.planId,
          amountCents: event.type === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due,
          currency: invoice.currency.toUpperCase(),
          status: event.type === 'invoice.paid' ? 'paid' : 'failed',
          description: `Forja ${plan?.name ?? subscription.planId}`,
          receiptUrl: invoice.hosted_invoice_url ?? null,
        },
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const object = event.data.object;
      const userId = await deps.repo.findUserIdByCustomer(idOf(object.customer) ?? '');
      const subscription = await mirrorOf(object.id);
      if (!userId || !subscription) return null;
      return { ...base, userId, subscription };
    }
    default:
      return null;
  }
}

/** Stripe's statuses in the three the studio shows. */
function statusOf(
  s: StripeSubscriptionState,
): Pick<SubscriptionMirror, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'> {
  const status =
    s.status === 'active' || s.status === 'trialing'
      ? 'active'
      : s.status === 'canceled' || s.status === 'incomplete_expired'
        ? 'canceled'
        : 'past_due';
  return { status, cancelAtPeriodEnd: s.cancelAtPeriodEnd, currentPeriodEnd: s.currentPeriodEnd };
}
