import type Stripe from 'stripe';
import type { StripeConfig } from '../../config/env.js';

/*
 * The Stripe calls the studio makes, with the official library (pinned API version). Every
 * call that creates or changes something carries an idempotency key, so a retried request
 * never makes a second customer, session or change.
 *
 * The library (some 200 modules) is imported when a client is made, that is only when Stripe
 * is configured, and in the background: a studio without Stripe never loads it, and one with
 * it does not wait for it at start.
 */

/** The API version these calls and the webhook parsing are written for. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;
/** How old a signed webhook may be (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeSubscriptionState {
  id: string;
  customerId: string;
  priceId: string | null;
  status: Stripe.Subscription.Status;
  cancelAtPeriodEnd: boolean;
  /** In this API version the period lives on the subscription's items. */
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** The subscription's newest invoice (a price change billed now makes one). */
  latestInvoiceId: string | null;
}

/**
 * How a price change is billed: `always_invoice` charges the prorated difference now (an
 * upgrade), `none` charges nothing now and bills the new price from the next renewal (a
 * downgrade, or going back to the plan already paid for this period).
 */
export type PriceChangeBilling = 'always_invoice' | 'none';

/** The account deletion waits for this call inside its transaction: short, and tried once. */
const CANCEL_NOW_TIMEOUT_MS = 10_000;

export function createStripeClient(config: StripeConfig) {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  const library = import('stripe').then(
    ({ default: StripeLibrary }) =>
      new StripeLibrary(config.secretKey, {
        apiVersion: STRIPE_API_VERSION,
        maxNetworkRetries: 1,
        timeout: 20_000,
        ...(api
          ? {
              host: api.hostname,
              port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
              protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const),
            }
          : {}),
      }),
  );
  // A failed import is reported by the call that needs the library, not as an unhandled rejection.
  library.catch(() => {});

  return {
    async createCustomer(userId: string, email: string, name: string): Promise<string> {
      const stripe = await library;
      const customer = await stripe.customers.create(
        { email, name, metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },

    async createCheckoutSession(input: {
      customerId: string;
      userId: string;
      priceId: string;
      successUrl: string;
      cancelUrl: string;
      idempotencyKey: string;
    }): Promise<string> {
      const stripe = await library;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          subscription_data: { metadata: { userId: input.userId } },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL.');
      return session.url;
    },

    async retrieveSubscription(id: string): Promise<StripeSubscriptionState> {
      const stripe = await library;
      return toState(await stripe.subscriptions.retrieve(id));
    },

    /**
     * Moves the one subscription to another price and resumes it if it was cancelled at the
     * period end; `billing` says whether the difference is invoiced now (docs/product/credits.md).
     */
    async changePrice(
      subscriptionId: string,
      priceId: string,
      billing: PriceChangeBilling,
      idempotencyKey: string,
    ) {
      const stripe = await library;
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error('The subscription has no item to change.');
      return toState(
        await stripe.subscriptions.update(
          subscriptionId,
          {
            items: [{ id: item.id, price: priceId }],
            cancel_at_period_end: false,
            proration_behavior: billing,
          },
          { idempotencyKey },
        ),
      );
    },

    /** An invoice as Stripe has it now (its status, billing reason and lines). */
    async retrieveInvoice(invoiceId: string): Promise<Stripe.Invoice> {
      const stripe = await library;
      return stripe.invoices.retrieve(invoiceId);
    },

    async cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string) {
      const stripe = await library;
      return toState(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey }),
      );
    },

    /** Resumes a subscription cancelled at the period end, without changing its price. */
    async resume(subscriptionId: string, idempotencyKey: string) {
      const stripe = await library;
      return toState(
        await stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: false },
          { idempotencyKey },
        ),
      );
    },

    /**
     * Ends a subscription now (its account is being deleted): nothing more is charged. A
     * subscription Stripe has already ended (or no longer knows) counts as ended; any other
     * failure throws, so the caller can refuse what depended on it.
     */
    async cancelNow(subscriptionId: string, idempotencyKey: string): Promise<void> {
      const stripe = await library;
      const options = { idempotencyKey, timeout: CANCEL_NOW_TIMEOUT_MS, maxNetworkRetries: 0 };
      try {
        await stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false }, options);
      } catch (error) {
        // The library is loaded lazily, so its error classes are known by their `type`.
        const failure = error as { type?: string; statusCode?: number };
        if (failure.type === 'StripeInvalidRequestError') {
          if (failure.statusCode === 404) return;
          const current = await stripe.subscriptions.retrieve(subscriptionId, {}, options);
          if (current.status === 'canceled' || current.status === 'incomplete_expired') return;
        }
        throw error;
      }
    },

    async createPortalSession(
      customerId: string,
      returnUrl: string,
      idempotencyKey: string,
    ): Promise<string> {
      const stripe = await library;
      const session = await stripe.billingPortal.sessions.create(
        { customer: customerId, return_url: returnUrl },
        { idempotencyKey },
      );
      return session.url;
    },

    /** Checks the Stripe-Signature header on the raw body; throws when forged or too old. */
    async verifyEvent(rawBody: Buffer, signature: string): Promise<Stripe.Event> {
      const stripe = await library;
      return stripe.webhooks.constructEvent(
        rawBody,
        signature,
        config.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    },
  };
}
export type StripeClient = ReturnType<typeof createStripeClient>;

function toState(s: Stripe.Subscription): StripeSubscriptionState {
  const item = s.items.data[0];
  return {
    id: s.id,
    customerId: typeof s.customer === 'string' ? s.customer : s.customer.id,
    priceId: item?.price.id ?? null,
    status: s.status,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    currentPeriodStart: new Date((item?.current_period_start ?? 0) * 1000),
    currentPeriodEnd: new Date((item?.current_period_end ?? 0) * 1000),
    latestInvoiceId: typeof s.latest_invoice === 'string' ? s.latest_invoice : (s.latest_invoice?.id ?? null),
  };
}
