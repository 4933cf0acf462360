import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, invoices } from '../../db/schema/index.js';
import {
  startFakeStripe,
  signStripePayload,
  stripeEvent,
  type FakeStripe,
} from '../../test/fakes/fake-stripe.js';
import { fakeInvoice, invoicePaidEvent } from '../../test/fakes/fake-stripe-invoices.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
const PRICES = { start: 'price_start', plus: 'price_plus', pro: 'price_pro' };

describe.each(databaseKinds)('Stripe billing on %s', (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let user: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  let customerId: string;
  const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(kind, {
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_START: PRICES.start,
        STRIPE_PRICE_PLUS: PRICES.plus,
        STRIPE_PRICE_PRO: PRICES.pro,
        STRIPE_API_URL: stripe.url,
      },
    });
    user = await signUp(t.app, { name: 'Payer' });
    other = await signUp(t.app, { name: 'Other' });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const deliver = (event: object, signature?: string) => {
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
  const credits = async (cookie = user.cookie) =>
    (await call(t.app, 'GET', '/api/credits', { cookie })).json();
  const subscription = async (cookie = user.cookie) =>
    (await call(t.app, 'GET', '/api/billing/subscription', { cookie })).json();
  /** A paid invoice of the subscription's current period, as Stripe sends it (a renewal by default). */
  const invoiceEvent = (
    invoiceId: string,
    subscriptionId: string,
    amount = 5900,
    billingReason: 'subscription_create' | 'subscription_cycle' = 'subscription_cycle',
  ) => {
    const sub = stripe.subscriptions.get(subscriptionId)!;
    return invoicePaidEvent(
      fakeInvoice({
        id: invoiceId,
        customer: customerId,
        subscription: subscriptionId,
        billingReason,
        lines: [
          {
            amount,
            priceId: sub.priceId,
            start: sub.current_period_end - 30 * 86400,
            end: sub.current_period_end,
            proration: false,
          },
        ],
      }),
    );
  };

  it('opens a subscription-mode checkout with the customer, made once, and grants nothing on the redirect', async () => {
    const first = await call(t.app, 'POST', '/api/billing/checkout', {
      cookie: user.cookie,
      body: { planId: 'plus' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const second = await call(t.app, 'POST', '/api/billing/checkout', {
      cookie: user.cookie,
      body: { planId: 'plus' },
    });
    expect(second.statusCode).toBe(200);
    expect(stripe.customers.size).toBe(1);
    customerId = [...stripe.customers.keys()][0]!;
    const sessions = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    const form = sessions[0]!.form;
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('customer')).toBe(customerId);
    expect(form.get('client_reference_id')).toBe(user.user.id);
    expect(form.get('line_items[0][price]')).toBe(PRICES.plus);
    expect(form.get('success_url')).toBe(
      'http://localhost:3000/payment/success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(form.get('cancel_url')).toBe('http://localhost:3000/payment/cancelled');
    expect(sessions.every((r) => typeof r.headers['idempotency-key'] === 'string')).toBe(true);
    expect(stripe.requests.find((r) => r.path === '/v1/customers')!.headers['idempotency-key']).toBeTruthy();
    expect((await credits()).balance).toBe(50);
  });

  it('refuses bad bodies and signed-out callers', async () => {
    expect(
      (await call(t.app, 'POST', '/api/billing/checkout', { cookie: user.cookie, body: { planId: 'free' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', '/api/billing/checkout', { body: { planId: 'plus' } })).statusCode,
    ).toBe(401);
    // The local test checkout does not exist when Stripe is configured.
    expect(
      (
        await call(t.app, 'POST', '/api/billing/test-checkout', {
          cookie: user.cookie,
          body: { planId: 'plus' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a forged or stale signature and changes nothing', async () => {
    stripe.subscriptions.set('sub_forged', {
      id: 'sub_forged',
      customer: customerId,
      priceId: PRICES.pro,
      status: 'active',
      cancel_at_period_end: false,
      current_period_end: periodEnd,
    });
    const event = invoiceEvent('in_forged', 'sub_forged', 7900);
    const payload = JSON.stringify(event);
    const forged = await deliver(event, signStripePayload(payload, 'whsec_someone_else'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_SIGNATURE');
    const stale = await deliver(
      event,
      signStripePayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301),
    );
    expect(stale.statusCode).toBe(400);
    expect((await deliver(event, 'nonsense')).statusCode).toBe(400);
    expect((await credits()).balance).toBe(50);
    expect((await credits()).plan.id).toBe('free');
  });

  it('handles events out of order: the invoice before the checkout completion ends active on Plus', async () => {
    stripe.subscriptions.set('sub_1', {
      id: 'sub_1',
      customer: customerId,
      priceId: PRICES.plus,
      status: 'active',
      cancel_at_period_end: false,
      current_period_end: periodEnd,
    });
    expect((await deliver(invoiceEvent('in_1', 'sub_1'))).statusCode).toBe(200);
    const completed = stripeEvent('checkout.session.completed', {
      id: 'cs_x',
      object: 'checkout.session',
      customer: customerId,
      subscription: 'sub_1',
      client_reference_id: user.user.id,
    });
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await credits()).toMatchObject({ balance: 200, plan: { id: 'plus' } });
    expect(await subscription()).toMatchObject({
      planId: 'plus',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      renewsAt: new Date(periodEnd * 1000).toISOString(),
      canManage: true,
    });
  });

  it('grants the same invoice.paid once, delivered three times (twice as one event, once as another)', async () => {
    // The renewal of the next period (its own invoice, its own grant).
    stripe.subscriptions.get('sub_1')!.current_period_end += 30 * 86400;
    const event = invoiceEvent('in_2', 'sub_1');
    for (const e of [event, event, { ...event, id: 'evt_other_delivery' }])
      expect((await deliver(e)).statusCode).toBe(200);
    const grants = await t.database.db.select().from(creditLedger).where(eq(creditLedger.reference, 'in_2'));
    expect(grants).toHaveLength(1);
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.externalId, 'in_2'));
    expect(rows).toHaveLength(1);
    const list = (await call(t.app, 'GET', '/api/billing/invoices', { cookie: user.cookie })).json();
    expect(list[0]).toMatchObject({
      amountCents: 5900,
      currency: 'EUR',
      status: 'paid',
      receiptUrl: 'https://invoice.stripe.test/in_2',
    });
  });

  it('marks the subscription past due and e-mails the user when a payment fails', async () => {
    stripe.subscriptions.get('sub_1')!.status = 'past_due';
    const failed = stripeEvent('invoice.payment_failed', {
      ...invoiceEvent('in_failed', 'sub_1').data.object,
      status: 'open',
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await subscription()).toMatchObject({ planId: 'plus', status: 'past_due' });
    const list = (await call(t.app, 'GET', '/api/billing/invoices', { cookie: user.cookie })).json();
    expect(list.find((i: { status: string }) => i.status === 'failed')).toBeTruthy();
    expect(t.mails.at(-1)).toMatchObject({
      to: user.email,
      subject: 'Your Forja payment did not go through',
    });
    // Paid again: active once more.
    stripe.subscriptions.get('sub_1')!.status = 'active';
    expect((await deliver(invoiceEvent('in_failed', 'sub_1'))).statusCode).toBe(200);
    expect(await subscription()).toMatchObject({ status: 'active' });
  });

  it('cancels at the period end: still Plus until then, and refused a second time', async () => {
    const res = await call(t.app, 'POST', '/api/billing/cancel', { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      planId: 'plus',
      status: 'active',
      cancelAtPeriodEnd: true,
      renewsAt: null,
    });
    expect(stripe.subscriptions.get('sub_1')!.cancel_at_period_end).toBe(true);
    const cancelCall = stripe.requests.find(
      (r) => r.path === '/v1/subscriptions/sub_1' && r.method === 'POST',
    );
    expect(cancelCall!.headers['idempotency-key']).toBeTruthy();
    expect((await call(t.app, 'POST', '/api/billing/cancel', { cookie: user.cookie })).statusCode).toBe(409);
  });

  it('opens the customer portal', async () => {
    const res = await call(t.app, 'POST', '/api/billing/portal', { cookie: user.cookie });
    expect(res.json()).toEqual({ url: 'https://billing.stripe.test/portal' });
  });

  it('downgrades to Free on subscription.deleted, keeping the credits, and a late update does not revive it', async () => {
    const before = (await credits()).balance;
    stripe.subscriptions.get('sub_1')!.status = 'canceled';
    const deleted = stripeEvent('customer.subscription.deleted', {
      id: 'sub_1',
      object: 'subscription',
      customer: customerId,
    });
    expect((await deliver(deleted)).statusCode).toBe(200);
    const late = stripeEvent('customer.subscription.updated', {
      id: 'sub_1',
      object: 'subscription',
      customer: customerId,
      status: 'active',
    });
    expect((await deliver(late)).statusCode).toBe(200);
    // An invoice of the ended subscription arriving late is stored but grants nothing.
    expect((await deliver(invoiceEvent('in_late', 'sub_1'))).statusCode).toBe(200);
    expect(await credits()).toMatchObject({ balance: before, plan: { id: 'free' } });
    expect(await subscription()).toMatchObject({ planId: 'free', status: null, priceCents: 0 });
  });

  it('changes the one subscription when a paying user picks another plan', async () => {
    stripe.subscriptions.set('sub_2', {
      id: 'sub_2',
      customer: customerId,
      priceId: PRICES.start,
      status: 'active',
      cancel_at_period_end: false,
      current_period_end: periodEnd,
    });
    await deliver(invoiceEvent('in_3', 'sub_2', 3900));
    const sessionsBefore = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    const res = await call(t.app, 'POST', '/api/billing/checkout', {
      cookie: user.cookie,
      body: { planId: 'pro' },
    });
    expect(res.json().url).toBe('http://localhost:3000/payment/success?plan=pro');
    expect(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
    expect(stripe.subscriptions.get('sub_2')!.priceId).toBe(PRICES.pro);
    const again = await call(t.app, 'POST', '/api/billing/checkout', {
      cookie: user.cookie,
      body: { planId: 'pro' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_ON_PLAN');
  });

  it("does not show one user's subscription or invoices to another", async () => {
    expect(await subscription(other.cookie)).toMatchObject({
      planId: 'free',
      status: null,
      canManage: false,
    });
    expect((await call(t.app, 'GET', '/api/billing/invoices', { cookie: other.cookie })).json()).toEqual([]);
    expect((await call(t.app, 'POST', '/api/billing/cancel', { cookie: other.cookie })).statusCode).toBe(409);
    expect((await call(t.app, 'POST', '/api/billing/portal', { cookie: other.cookie })).statusCode).toBe(409);
  });
});
