import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.js';
import { invoicePaidEvent } from '../../test/fakes/fake-stripe-invoices.js';
import { call, databaseKinds } from '../../test/harness.js';
import {
  deliver,
  PRICES,
  startStripeApp,
  stripeCustomer,
  type StripeApp,
} from '../../test/stripe-test-setup.js';

/*
 * Plan changes through Stripe (docs/product/credits.md): a period's allowance is granted once,
 * an upgrade adds the prorated difference, a downgrade waits for the renewal. Stripe's side is
 * the fake's: the invoices it makes for each change are delivered as it would deliver them.
 */
describe.each(databaseKinds)('plan changes through Stripe on %s', (kind) => {
  let app: StripeApp;
  beforeAll(async () => {
    app = await startStripeApp(kind);
  });
  afterAll(() => app.close());

  it('Pro → Start → Pro within a period grants the Pro allowance once: 340 stays 340', async () => {
    const c = await stripeCustomer(app);
    await c.subscribe('pro');
    expect(await c.credits()).toMatchObject({ balance: 400, plan: { id: 'pro' } });
    await c.spend(60);

    const down = await c.choose('start');
    expect(down.statusCode).toBe(200);
    expect(down.json().url).toBe('http://localhost:3000/settings?tab=subscription');
    // Nothing is charged now: the price changes for the renewal.
    const update = app.stripe.requests
      .filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${c.subscriptionId}`)
      .at(-1)!;
    expect(update.form.get('proration_behavior')).toBe('none');
    expect(await c.subscription()).toMatchObject({ planId: 'pro', nextPlan: { id: 'start', name: 'Start' } });

    const back = await c.choose('pro');
    expect(back.statusCode).toBe(200);
    expect(await c.payNewInvoices()).toEqual([]);
    expect(await c.credits()).toMatchObject({ balance: 340, plan: { id: 'pro' } });
    expect(await c.subscription()).toMatchObject({ planId: 'pro', nextPlan: null });
    expect(app.stripe.subscriptions.get(c.subscriptionId)!.priceId).toBe(PRICES.pro);
  });

  it('an upgrade half-way through the period adds half the difference, once, and is charged now', async () => {
    const c = await stripeCustomer(app, 'Upgrader');
    const length = 30 * 86400;
    await c.subscribe('start', length / 2);
    expect(await c.credits()).toMatchObject({ balance: 100, plan: { id: 'start' } });

    const up = await c.choose('pro');
    expect(up.json().url).toBe('http://localhost:3000/payment/success?plan=pro');
    // Stripe charged the prorated difference now, with the card on file.
    const invoice = app.stripe.invoices.at(-1)!;
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(invoice.amount_paid).toBeGreaterThan(1900);
    expect(invoice.amount_paid).toBeLessThan(2100);
    const charged = invoice.lines.data.find((l) => l.amount > 0)!;
    const sub = app.stripe.subscriptions.get(c.subscriptionId)!;
    const period = sub.current_period_end - sub.current_period_start!;
    const expected = Math.ceil((300 * (sub.current_period_end - charged.period.start)) / period);
    expect(expected).toBeGreaterThan(140);
    expect(expected).toBeLessThan(160);
    // In effect at once (the paid invoice is read back), and a second click is refused.
    expect(await c.credits()).toMatchObject({ balance: 100 + expected, plan: { id: 'pro' } });
    expect(await c.subscription()).toMatchObject({ planId: 'pro', nextPlan: null });
    expect((await c.choose('pro')).statusCode).toBe(409);
    // Its webhook, then the same invoice again as another event: nothing more.
    expect(await c.payNewInvoices()).toHaveLength(1);
    expect((await deliver(app.t, invoicePaidEvent(invoice, 'evt_upgrade_again'))).statusCode).toBe(200);
    expect((await c.credits()).balance).toBe(100 + expected);
    const grants = await app.t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, invoice.id));
    expect(grants).toHaveLength(1);
  });

  it('a downgrade keeps the plan and its studios until the renewal, which bills and grants the new one', async () => {
    const c = await stripeCustomer(app, 'Downgrader');
    await c.subscribe('pro', 20 * 86400);
    await c.spend(350);
    expect((await c.choose('plus')).statusCode).toBe(200);
    expect(await c.subscription()).toMatchObject({ planId: 'pro', nextPlan: { id: 'plus' } });
    expect(await c.credits()).toMatchObject({ balance: 50, plan: { id: 'pro' } });
    const access = await app.t.services.billing.currentPlan(c.user.user.id);
    expect(access.id).toBe('pro');

    const renewal = app.stripe.renew(c.subscriptionId);
    expect(renewal.amount_paid).toBe(5900);
    await c.payNewInvoices();
    expect(await c.credits()).toMatchObject({ balance: 200, plan: { id: 'plus' } });
    expect(await c.subscription()).toMatchObject({ planId: 'plus', nextPlan: null });
  });

  it('cancelling and choosing the plan again resumes it without a charge or a second allowance', async () => {
    const c = await stripeCustomer(app, 'Resumer');
    await c.subscribe('plus');
    await c.spend(150);
    expect((await c.choose('plus')).statusCode).toBe(409);
    const { cookie } = c.user;
    expect((await call(app.t.app, 'POST', '/api/billing/cancel', { cookie })).json()).toMatchObject({
      cancelAtPeriodEnd: true,
    });
    const resumed = await c.choose('plus');
    expect(resumed.statusCode).toBe(200);
    expect(await c.payNewInvoices()).toEqual([]);
    expect(await c.subscription()).toMatchObject({ planId: 'plus', cancelAtPeriodEnd: false });
    expect((await c.credits()).balance).toBe(50);
  });
});
