import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, subscriptions } from '../../db/schema/index.js';
import { invoicePaidEvent } from '../../test/fakes/fake-stripe-invoices.js';
import { stripeEvent } from '../../test/fakes/fake-stripe.js';
import { call, databaseKinds, signUp } from '../../test/harness.js';
import {
  deliver,
  PRICES,
  spyOnLog,
  startStripeApp,
  stripeCustomer,
  type StripeApp,
} from '../../test/stripe-test-setup.js';

/*
 * What the webhook does with events that are not for it as they stand: about nobody of this
 * studio (5a), rendered at another API version (5c); and test-checkout subscriptions left from
 * before Stripe was configured (5d).
 */
describe.each(databaseKinds)('the Stripe webhook and foreign events on %s', (kind) => {
  let app: StripeApp;
  beforeAll(async () => {
    app = await startStripeApp(kind);
    await signUp(app.t.app, { name: 'Owner' }); // the first account owns the studio
  });
  afterAll(() => app.close());

  const eventRecorded = async (id: string) =>
    (await app.t.database.db.select().from(billingEvents).where(eq(billingEvents.id, id))).length > 0;
  const subscriptionCount = async () =>
    (await app.t.database.db.select({ userId: subscriptions.userId }).from(subscriptions)).length;

  it('acknowledges a signed checkout.session.completed whose reference is not a Forja user, logs it and changes nothing', async () => {
    const { subscription } = app.stripe.subscribe('cus_payment_link', PRICES.pro);
    const warn = spyOnLog(app.t, 'warn');
    const before = await subscriptionCount();
    const event = stripeEvent('checkout.session.completed', {
      id: 'cs_payment_link',
      object: 'checkout.session',
      customer: 'cus_payment_link',
      subscription: subscription.id,
      client_reference_id: 'not-a-forja-user',
    });
    const res = await deliver(app.t, event);
    expect(res.statusCode).toBe(200);
    expect(await subscriptionCount()).toBe(before);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: event.id, reference: 'not-a-forja-user' }),
      expect.stringContaining('no user of this studio'),
    );
    warn.mockRestore();
  });

  it('acknowledges the events of an account deleted meanwhile and changes nothing', async () => {
    const c = await stripeCustomer(app, 'Leaver');
    await c.choose('plus');
    const customerId = [...app.stripe.customers.values()].find(
      (x) => x.metadata.userId === c.user.user.id,
    )!.id;
    expect((await call(app.t.app, 'DELETE', '/api/account', { cookie: c.user.cookie })).statusCode).toBe(204);
    // The checkout completes after the deletion (the user paid in another tab).
    const { subscription, invoice } = app.stripe.subscribe(customerId, PRICES.plus);
    const completed = stripeEvent('checkout.session.completed', {
      id: 'cs_after_deletion',
      object: 'checkout.session',
      customer: customerId,
      subscription: subscription.id,
      client_reference_id: c.user.user.id,
    });
    const before = await subscriptionCount();
    expect((await deliver(app.t, completed)).statusCode).toBe(200);
    expect((await deliver(app.t, invoicePaidEvent(invoice))).statusCode).toBe(200);
    expect(await subscriptionCount()).toBe(before);
  });

  it('refuses an event rendered at another API version, logged and not recorded, so a resend at the pinned one is applied', async () => {
    const c = await stripeCustomer(app, 'Versioned');
    await c.subscribe('start', 20 * 86400);
    app.stripe.renew(c.subscriptionId);
    const [renewal] = app.stripe.invoices.slice(-1);
    const current = invoicePaidEvent(renewal!, 'evt_versioned');
    // The same invoice as an endpoint on an older version renders it: no `parent`.
    const { parent: _parent, ...object } = current.data.object as Record<string, unknown>;
    const older = {
      ...current,
      api_version: '2024-06-20',
      data: { object: { ...object, subscription: c.subscriptionId } },
    };
    await c.spend(100);
    const error = spyOnLog(app.t, 'error');
    const refused = await deliver(app.t, older);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('STRIPE_API_VERSION_MISMATCH');
    expect(refused.json().message).toContain('2026-10-28.endive');
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: 'evt_versioned', apiVersion: '2024-06-20' }),
      expect.stringContaining('2026-10-28.endive'),
    );
    error.mockRestore();
    expect(await eventRecorded('evt_versioned')).toBe(false);
    expect((await c.credits()).balance).toBe(0);
    // The operator fixes the endpoint and Stripe resends the event.
    expect((await deliver(app.t, current)).statusCode).toBe(200);
    expect(await eventRecorded('evt_versioned')).toBe(true);
    expect((await c.credits()).balance).toBe(100);
  });

  it('a late event about an ended subscription does not end the one bought since', async () => {
    const c = await stripeCustomer(app, 'Returning');
    await c.subscribe('plus', 20 * 86400);
    const old = app.stripe.subscriptions.get(c.subscriptionId)!;
    old.status = 'canceled';
    const ended = stripeEvent('customer.subscription.deleted', {
      id: old.id,
      object: 'subscription',
      customer: c.customerId,
    });
    expect((await deliver(app.t, ended)).statusCode).toBe(200);
    expect(await c.credits()).toMatchObject({ plan: { id: 'free' } });
    await c.subscribe('pro');
    expect(await c.credits()).toMatchObject({ balance: 400, plan: { id: 'pro' } });
    // Stripe retries the old subscription's deletion (another delivery of the same change).
    expect((await deliver(app.t, { ...ended, id: 'evt_old_deleted_again' })).statusCode).toBe(200);
    expect(await c.credits()).toMatchObject({ balance: 400, plan: { id: 'pro' } });
    expect(await c.subscription()).toMatchObject({ planId: 'pro', status: 'active' });
  });

  it('a test-checkout subscription from before Stripe does not block buying the same plan, and ends at its period end', async () => {
    const user = await signUp(app.t.app, { name: 'Tester' });
    // What the local test checkout left before the operator configured Stripe.
    await app.t.database.db.execute(
      sql`INSERT INTO subscriptions (user_id, provider, external_id, plan_id, status, current_period_end)
          VALUES (${user.user.id}, 'test', 'test_sub_before_stripe', 'plus', 'active', now() + interval '20 days')`,
    );
    await app.t.database.db.execute(
      sql`UPDATE credit_accounts SET plan_id = 'plus', balance = 200 WHERE user_id = ${user.user.id}`,
    );
    const res = await call(app.t.app, 'POST', '/api/billing/checkout', {
      cookie: user.cookie,
      body: { planId: 'plus' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    // Not renewed for free once its month is over: it ends, the account keeps its credits.
    await app.t.database.db.execute(
      sql`UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = ${user.user.id}`,
    );
    expect(await app.t.services.billing.advanceTestPeriods()).toBe(1);
    const credits = (await call(app.t.app, 'GET', '/api/credits', { cookie: user.cookie })).json();
    expect(credits).toMatchObject({ balance: 200, plan: { id: 'free' } });
    const invoices = (await call(app.t.app, 'GET', '/api/billing/invoices', { cookie: user.cookie })).json();
    expect(invoices).toEqual([]);
  });
});
