import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { FakeInvoice } from './fakes/fake-stripe-invoices.js';
import { invoicePaidEvent } from './fakes/fake-stripe-invoices.js';
import { signStripePayload, startFakeStripe, stripeEvent, type FakeStripe } from './fakes/fake-stripe.js';
import { call, createTestApp, signUp, type TestApp } from './harness.js';

/*
 * For the billing suites that run against Stripe: an app configured with Stripe (a local fake
 * that knows the plans' prices), signed event delivery, and the steps a user takes.
 */

export const WEBHOOK_SECRET = 'whsec_test_secret';
export const PRICES = { start: 'price_start', plus: 'price_plus', pro: 'price_pro' } as const;
const AMOUNTS = { [PRICES.start]: 3900, [PRICES.plus]: 5900, [PRICES.pro]: 7900 };

export interface StripeApp {
  t: TestApp;
  stripe: FakeStripe;
  close(): Promise<void>;
}

export async function startStripeApp(kind: 'pglite' | 'postgres'): Promise<StripeApp> {
  const stripe = await startFakeStripe(AMOUNTS);
  const t = await createTestApp(kind, {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_START: PRICES.start,
      STRIPE_PRICE_PLUS: PRICES.plus,
      STRIPE_PRICE_PRO: PRICES.pro,
      STRIPE_API_URL: stripe.url,
    },
  });
  return {
    t,
    stripe,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}

/** Delivers an event to the webhook, signed with the endpoint's secret (or the given header). */
export const deliver = (t: TestApp, event: object, signature?: string) => {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? signStripePayload(payload, WEBHOOK_SECRET),
    },
    payload,
  });
};

/** The steps of one user against the Stripe app: checkout, Stripe's side of it, spending. */
export async function stripeCustomer(app: StripeApp, name = 'Payer') {
  const { t, stripe } = app;
  const user = await signUp(t.app, { name });
  let delivered = stripe.invoices.length;
  const self = {
    user,
    customerId: '',
    subscriptionId: '',
    credits: async () => (await call(t.app, 'GET', '/api/credits', { cookie: user.cookie })).json(),
    subscription: async () =>
      (await call(t.app, 'GET', '/api/billing/subscription', { cookie: user.cookie })).json(),
    choose: (planId: string) =>
      call(t.app, 'POST', '/api/billing/checkout', { cookie: user.cookie, body: { planId } }),
    /**
     * Checkout, then what Stripe does when the card is paid: the subscription, its events. With
     * `startedAgo` (seconds) the period began that long ago.
     */
    async subscribe(plan: keyof typeof PRICES, startedAgo = 0) {
      await self.choose(plan);
      self.customerId = [...stripe.customers.values()].find((c) => c.metadata.userId === user.user.id)!.id;
      const { subscription, invoice } = stripe.subscribe(self.customerId, PRICES[plan], startedAgo);
      self.subscriptionId = subscription.id;
      await deliver(
        t,
        stripeEvent('checkout.session.completed', {
          id: `cs_${subscription.id}`,
          object: 'checkout.session',
          customer: self.customerId,
          subscription: subscription.id,
          client_reference_id: user.user.id,
        }),
      );
      await self.pay(invoice);
      delivered = stripe.invoices.length;
    },
    pay: (invoice: FakeInvoice) => deliver(t, invoicePaidEvent(invoice)),
    /** Delivers invoice.paid for every invoice Stripe made for this user since the last call. */
    async payNewInvoices() {
      const fresh = stripe.invoices.slice(delivered).filter((i) => i.customer === self.customerId);
      delivered = stripe.invoices.length;
      for (const invoice of fresh) expectOk(await self.pay(invoice));
      return fresh;
    },
    /** Spends credits as a captured generation does (plan credits first). */
    spend: (amount: number) =>
      t.database.db.execute(
        sql`UPDATE credit_accounts SET balance = balance - ${amount}, extra_credits = LEAST(extra_credits, balance - ${amount})
             WHERE user_id = ${user.user.id}`,
      ),
  };
  return self;
}

function expectOk(res: { statusCode: number; body: string }) {
  if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}: ${res.body}`);
}

/** Records what the app logs at `level` (its logger is silent in tests). */
export function spyOnLog(t: TestApp, level: 'warn' | 'error') {
  return vi.spyOn(t.services.log, level);
}
