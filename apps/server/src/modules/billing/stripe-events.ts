import type Stripe from 'stripe';
import type { StripeConfig } from '../../config/env.js';
import type { StripeClient, StripeSubscriptionState } from '../../integrations/stripe/stripe-client.js';
import type { BillingFact, InvoiceGrant } from './billing-fulfilment.js';
import type { BillingRepository, SubscriptionMirror } from './billing.repository.js';

/** The events the studio acts on; any other is acknowledged and ignored. */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/**
 * What a verified event means here: a fact to apply; nothing to do (recorded as handled); or
 * an event about nobody of this studio (an unknown customer or reference, e.g. a Payment Link
 * or an account deleted meanwhile): acknowledged, logged, not recorded, nothing changed.
 */
export type StripeEventOutcome =
  | { kind: 'fact'; fact: BillingFact }
  | { kind: 'nothing' }
  | { kind: 'not-ours'; reason: string; reference: string | null };

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

/**
 * Turns a verified Stripe event into what the studio does with it. The event only says which
 * subscription changed: its state is read from Stripe now, so events that arrive late or out
 * of order cannot bring back an old state. What an invoice grants comes from the invoice itself
 * (`billing_reason` and its lines' periods and prices), never from the subscription's price now.
 * A user is known only through the Stripe customer the studio created for them.
 */
type Deps = { stripe: StripeClient; repo: BillingRepository; config: StripeConfig };

const planOfPriceIn = (config: StripeConfig) => (priceId: string | null | undefined) =>
  (Object.entries(config.prices).find(([, p]) => p === priceId)?.[0] as string | undefined) ?? null;

/** The subscription as Stripe has it now, in the studio's terms; null for a price not sold here. */
async function readSubscription(subscriptionId: string | null, deps: Deps) {
  if (!subscriptionId) return null;
  const state = await deps.stripe.retrieveSubscription(subscriptionId);
  const planId = planOfPriceIn(deps.config)(state.priceId);
  if (!planId) return null;
  const mirror: SubscriptionMirror = { provider: 'stripe', externalId: state.id, planId, ...statusOf(state) };
  return { state, mirror };
}

async function userOf(customer: string | { id: string } | null, deps: Deps) {
  const customerId = idOf(customer);
  return customerId ? deps.repo.findUserIdByCustomer(customerId) : null;
}

/**
 * Turns a verified Stripe event into what the studio does with it. The event only says which
 * subscription changed: its state is read from Stripe now, so events that arrive late or out
 * of order cannot bring back an old state. What an invoice grants comes from the invoice itself
 * (`billing_reason` and its lines' periods and prices), never from the subscription's price now.
 * A user is known only through the Stripe customer the studio created for them.
 */
export async function factFromStripeEvent(event: Stripe.Event, deps: Deps): Promise<StripeEventOutcome> {
  const base = { eventId: event.id, eventType: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // client_reference_id is not trusted: anyone can set it (Payment Links). The studio's own
      // sessions always name the customer it created and stored for the user.
      const userId = await userOf(session.customer, deps);
      if (!userId) {
        return { kind: 'not-ours', reason: 'unknown customer', reference: session.client_reference_id };
      }
      const found = await readSubscription(idOf(session.subscription), deps);
      return found
        ? { kind: 'fact', fact: { ...base, userId, subscription: found.mirror } }
        : { kind: 'nothing' };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return factFromInvoice(event.data.object, base, event.type === 'invoice.paid', deps);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const object = event.data.object;
      const userId = await userOf(object.customer, deps);
      if (!userId) return { kind: 'not-ours', reason: 'unknown customer', reference: idOf(object.customer) };
      const found = await readSubscription(object.id, deps);
      return found
        ? { kind: 'fact', fact: { ...base, userId, subscription: found.mirror } }
        : { kind: 'nothing' };
    }
    default:
      return { kind: 'nothing' };
  }
}

/**
 * A paid (or failed) invoice of a subscription: from its webhook event, or read from Stripe
 * right after a plan change billed it (`base` then names that reading, not an event).
 */
export async function factFromInvoice(
  invoice: Stripe.Invoice,
  base: { eventId: string; eventType: string },
  paid: boolean,
  deps: Deps,
): Promise<StripeEventOutcome> {
  const userId = await userOf(invoice.customer, deps);
  if (!userId) return { kind: 'not-ours', reason: 'unknown customer', reference: idOf(invoice.customer) };
  // In this API version an invoice names its subscription under parent.subscription_details.
  const found = await readSubscription(idOf(invoice.parent?.subscription_details?.subscription), deps);
  if (!found || !invoice.id) return { kind: 'nothing' };
  const grant = paid ? grantOf(invoice, found.state, found.mirror.planId, planOfPriceIn(deps.config)) : null;
  const planId =
    grant?.kind === 'period'
      ? grant.planId
      : grant?.kind === 'upgrade'
        ? grant.toPlanId
        : found.mirror.planId;
  const plan = await deps.repo.findPlan(planId);
  return {
    kind: 'fact',
    fact: {
      ...base,
      userId,
      subscription: found.mirror,
      grant,
      invoice: {
        externalId: invoice.id,
        planId,
        amountCents: paid ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency.toUpperCase(),
        status: paid ? 'paid' : 'failed',
        description: `Forja ${plan?.name ?? planId}`,
        receiptUrl: invoice.hosted_invoice_url ?? null,
      },
    },
  };
}

type PlanOfPrice = (priceId: string | null | undefined) => string | null;

/**
 * What a paid invoice grants (docs/product/credits.md), from its `billing_reason` and lines:
 * a new subscription or a renewal grants its period's allowance (the period and the plan of
 * its subscription line); a plan change grants the upgrade from the plan credited to the plan
 * charged (its proration lines); anything else (a downgrade's credit, a manual invoice) nothing.
 */
function grantOf(
  invoice: Stripe.Invoice,
  state: StripeSubscriptionState,
  billedPlanId: string,
  planOfPrice: PlanOfPrice,
): InvoiceGrant {
  const lines = (invoice.lines?.data ?? []).flatMap((line) => {
    const details = line.parent?.subscription_item_details;
    if (!details || (details.subscription && details.subscription !== state.id)) return [];
    const planId = planOfPrice(idOf(line.pricing?.price_details?.price));
    return planId ? [{ line, planId, proration: details.proration }] : [];
  });
  const at = (seconds: number) => new Date(seconds * 1000);
  switch (invoice.billing_reason) {
    case 'subscription_create':
    case 'subscription_cycle': {
      const own = lines.find((l) => !l.proration);
      return {
        kind: 'period',
        subscriptionId: state.id,
        planId: own?.planId ?? billedPlanId,
        periodStart: own ? at(own.line.period.start) : state.currentPeriodStart,
        periodEnd: own ? at(own.line.period.end) : state.currentPeriodEnd,
      };
    }
    case 'subscription_update': {
      const charged = lines.find((l) => l.proration && l.line.amount > 0);
      if (!charged) return null;
      const credited = lines.find((l) => l.proration && l.line.amount < 0);
      const changedAt = at(charged.line.period.start);
      const periodEnd = at(charged.line.period.end);
      // The period the change fell in: the subscription's current one, unless it has moved on.
      const current = state.currentPeriodStart <= changedAt && changedAt < state.currentPeriodEnd;
      const length = state.currentPeriodEnd.getTime() - state.currentPeriodStart.getTime();
      return {
        kind: 'upgrade',
        subscriptionId: state.id,
        fromPlanId: credited?.planId ?? charged.planId,
        toPlanId: charged.planId,
        changedAt,
        periodStart: current ? state.currentPeriodStart : new Date(periodEnd.getTime() - length),
        periodEnd,
      };
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
