import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invoices, subscriptionPeriods, subscriptions } from '../../db/schema/index.js';
import { call, databaseKinds, signUp } from '../../test/harness.js';
import { startStripeApp, stripeCustomer, type StripeApp } from '../../test/stripe-test-setup.js';

/*
 * Deleting an account ends its paid subscription at Stripe at once (5b): nothing more is
 * charged for an account that no longer exists. If Stripe does not confirm it, the deletion is
 * refused and nothing is deleted (docs/product/billing.md).
 */
describe.each(databaseKinds)('deleting an account with a Stripe subscription on %s', (kind) => {
  let app: StripeApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    app = await startStripeApp(kind);
    owner = await signUp(app.t.app, { name: 'Owner' });
  });
  afterAll(() => app.close());
  afterEach(() => {
    app.stripe.failing.on = false;
  });

  const cancelCalls = (subscriptionId: string) =>
    app.stripe.requests.filter(
      (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
  const stillThere = async (cookie: string) =>
    (await call(app.t.app, 'GET', '/api/credits', { cookie })).statusCode === 200;

  it('cancels the subscription at Stripe immediately when the user deletes the account', async () => {
    const c = await stripeCustomer(app, 'Leaver');
    await c.subscribe('pro');
    const res = await call(app.t.app, 'DELETE', '/api/account', { cookie: c.user.cookie });
    expect(res.statusCode).toBe(204);
    expect(cancelCalls(c.subscriptionId)).toHaveLength(1);
    expect(cancelCalls(c.subscriptionId)[0]!.headers['idempotency-key']).toBeTruthy();
    expect(app.stripe.subscriptions.get(c.subscriptionId)!.status).toBe('canceled');
    expect(await stillThere(c.user.cookie)).toBe(false);
    // The billing rows went with the user (ON DELETE CASCADE).
    const db = app.t.database.db;
    const id = c.user.user.id;
    for (const [table, column] of [
      [subscriptions, subscriptions.userId],
      [invoices, invoices.userId],
      [subscriptionPeriods, subscriptionPeriods.userId],
    ] as const) {
      expect(await db.select().from(table).where(eq(column, id))).toEqual([]);
    }
  });

  it('refuses the deletion, deleting nothing, when Stripe does not cancel the subscription', async () => {
    const c = await stripeCustomer(app, 'Stuck');
    await c.subscribe('plus');
    app.stripe.failing.on = true;
    const res = await call(app.t.app, 'DELETE', '/api/account', { cookie: c.user.cookie });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('SUBSCRIPTION_CANCEL_FAILED');
    app.stripe.failing.on = false;
    expect(await stillThere(c.user.cookie)).toBe(true);
    expect(await c.subscription()).toMatchObject({ planId: 'plus', status: 'active' });
    expect(app.stripe.subscriptions.get(c.subscriptionId)!.status).toBe('active');
    // Once Stripe answers again, the deletion goes through.
    expect((await call(app.t.app, 'DELETE', '/api/account', { cookie: c.user.cookie })).statusCode).toBe(204);
    expect(app.stripe.subscriptions.get(c.subscriptionId)!.status).toBe('canceled');
  });

  it('cancels it when the back office deletes the user, and refuses the same way when Stripe fails', async () => {
    const c = await stripeCustomer(app, 'Removed');
    await c.subscribe('start');
    const remove = () =>
      call(app.t.app, 'DELETE', `/api/admin/users/${c.user.user.id}`, { cookie: owner.cookie });
    app.stripe.failing.on = true;
    const refused = await remove();
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('SUBSCRIPTION_CANCEL_FAILED');
    app.stripe.failing.on = false;
    expect(await stillThere(c.user.cookie)).toBe(true);
    expect((await remove()).statusCode).toBe(204);
    expect(app.stripe.subscriptions.get(c.subscriptionId)!.status).toBe('canceled');
  });

  it('deletes an account whose subscription Stripe has already ended', async () => {
    const c = await stripeCustomer(app, 'Ended');
    await c.subscribe('start');
    // Ended at Stripe, the webhook not arrived yet: the mirror still says active.
    app.stripe.subscriptions.get(c.subscriptionId)!.status = 'canceled';
    expect((await call(app.t.app, 'DELETE', '/api/account', { cookie: c.user.cookie })).statusCode).toBe(204);
  });
});
