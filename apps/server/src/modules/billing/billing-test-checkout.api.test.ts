import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds)('the local test checkout (no Stripe) on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let user: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, { name: 'Admin' });
    user = await signUp(t.app, { name: 'Buyer' });
    other = await signUp(t.app, { name: 'Other' });
  });
  afterAll(() => t.close());

  const credits = async (cookie = user.cookie) =>
    (await call(t.app, 'GET', '/api/credits', { cookie })).json();
  const pay = (planId: string, cookie = user.cookie) =>
    call(t.app, 'POST', '/api/billing/test-checkout', { cookie, body: { planId } });
  /** Spends credits as a captured generation does (plan credits first). */
  const spend = (amount: number) =>
    t.database.db.execute(
      sql`UPDATE credit_accounts SET balance = balance - ${amount}, extra_credits = LEAST(extra_credits, balance - ${amount})
           WHERE user_id = ${user.user.id}`,
    );

  /** Ends the user's paid period now and lets the period job renew it, as Stripe would. */
  const nextPeriod = async (userId = user.user.id) => {
    await t.database.db.execute(
      sql`UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = ${userId}`,
    );
    await t.services.billing.advanceTestPeriods();
  };

  it('says it runs in test mode and sends the checkout to the local page', async () => {
    expect((await call(t.app, 'GET', '/api/billing/config', { cookie: user.cookie })).json()).toEqual({
      mode: 'test',
    });
    const res = await call(t.app, 'POST', '/api/billing/checkout', {
      cookie: user.cookie,
      body: { planId: 'plus' },
    });
    expect(res.json()).toEqual({ url: '/billing/test-checkout?plan=plus' });
    expect((await call(t.app, 'POST', '/api/billing/stripe/webhook', { body: {} })).statusCode).toBe(404);
  });

  it('a Free account shows its monthly anniversary as the renewal date', async () => {
    const sub = (await call(t.app, 'GET', '/api/billing/subscription', { cookie: user.cookie })).json();
    expect(sub).toMatchObject({
      planId: 'free',
      planName: 'Free',
      priceCents: 0,
      status: null,
      provider: null,
    });
    expect(new Date(sub.renewsAt).getTime()).toBeGreaterThan(Date.now() + 27 * 86400_000);
  });

  it('raises the plan part to the allowance on payment, keeping extra credits on top', async () => {
    // 50 Free credits + 30 granted by an administrator; 20 spent come from the plan part first.
    await call(t.app, 'POST', `/api/admin/users/${user.user.id}/credits`, {
      cookie: admin.cookie,
      body: { amount: 30, description: 'Support' },
    });
    await spend(20);
    expect((await credits()).balance).toBe(60);
    const res = await pay('plus');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      planId: 'plus',
      status: 'active',
      provider: 'test',
      cancelAtPeriodEnd: false,
    });
    // Plan part 30 -> 200, extra 30 on top.
    expect(await credits()).toMatchObject({ balance: 230, plan: { id: 'plus' } });
    // Paying again for the plan one has is refused.
    expect((await pay('plus')).statusCode).toBe(409);
    // The next period: unused plan credits do not pile up.
    await nextPeriod();
    expect((await credits()).balance).toBe(230);
    // Extra credits are spent last: 210 spent leaves 20 extra, and the next period adds 200 to them.
    await spend(210);
    await nextPeriod();
    expect((await credits()).balance).toBe(220);
  });

  it('lists the paid invoices, newest first', async () => {
    const list = (await call(t.app, 'GET', '/api/billing/invoices', { cookie: user.cookie })).json();
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ amountCents: 5900, currency: 'EUR', status: 'paid', receiptUrl: null });
    expect(list[0].description).toContain('Plus');
  });

  it('cancels at the period end, keeping Plus until then', async () => {
    const res = await call(t.app, 'POST', '/api/billing/cancel', { cookie: user.cookie });
    expect(res.json()).toMatchObject({
      planId: 'plus',
      status: 'active',
      cancelAtPeriodEnd: true,
      renewsAt: null,
    });
    expect(res.json().currentPeriodEnd).toBeTruthy();
    expect((await call(t.app, 'POST', '/api/billing/cancel', { cookie: user.cookie })).statusCode).toBe(409);
  });

  it('at the period end a cancelled test subscription goes back to Free keeping its credits, once', async () => {
    const before = (await credits()).balance;
    await t.database.db.execute(
      sql`UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = ${user.user.id}`,
    );
    expect(await t.services.billing.advanceTestPeriods()).toBe(1);
    expect(await t.services.billing.advanceTestPeriods()).toBe(0);
    expect(await credits()).toMatchObject({ balance: before, plan: { id: 'free' } });
    const sub = (await call(t.app, 'GET', '/api/billing/subscription', { cookie: user.cookie })).json();
    expect(sub).toMatchObject({ planId: 'free', status: null });
  });

  it('at the period end a running test subscription is paid again: a new invoice and the allowance', async () => {
    const buyer = await signUp(t.app, { name: 'Renewer' });
    await pay('start', buyer.cookie);
    await t.database.db.execute(
      sql`UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = ${buyer.user.id}`,
    );
    await t.database.db.execute(
      sql`UPDATE credit_accounts SET balance = 10 WHERE user_id = ${buyer.user.id}`,
    );
    await t.services.billing.advanceTestPeriods();
    await t.services.billing.advanceTestPeriods();
    expect(await credits(buyer.cookie)).toMatchObject({ balance: 100, plan: { id: 'start' } });
    const list = (await call(t.app, 'GET', '/api/billing/invoices', { cookie: buyer.cookie })).json();
    expect(list).toHaveLength(2);
    const sub = (await call(t.app, 'GET', '/api/billing/subscription', { cookie: buyer.cookie })).json();
    expect(new Date(sub.renewsAt).getTime()).toBeGreaterThan(Date.now() + 27 * 86400_000);
  });

  it('Pro → Start → Pro in one period grants the Pro allowance once: 340 stays 340, one invoice', async () => {
    const buyer = await signUp(t.app, { name: 'Switcher' });
    expect((await pay('pro', buyer.cookie)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`UPDATE credit_accounts SET balance = balance - 60 WHERE user_id = ${buyer.user.id}`,
    );
    // A test subscriber's plan change is made at once by checkout, as with Stripe.
    const down = await call(t.app, 'POST', '/api/billing/checkout', {
      cookie: buyer.cookie,
      body: { planId: 'start' },
    });
    expect(down.json()).toEqual({ url: '/settings?tab=subscription' });
    const sub = (await call(t.app, 'GET', '/api/billing/subscription', { cookie: buyer.cookie })).json();
    expect(sub).toMatchObject({ planId: 'pro', nextPlan: { id: 'start', name: 'Start' } });
    // The test checkout page's "Pay" goes the same way.
    expect((await pay('pro', buyer.cookie)).json()).toMatchObject({ planId: 'pro', nextPlan: null });
    expect(await credits(buyer.cookie)).toMatchObject({ balance: 340, plan: { id: 'pro' } });
    const list = (await call(t.app, 'GET', '/api/billing/invoices', { cookie: buyer.cookie })).json();
    expect(list).toHaveLength(1);
  });

  it('cancelling and buying the same plan again resumes it: no second invoice, no second allowance', async () => {
    const buyer = await signUp(t.app, { name: 'Rebuyer' });
    await pay('plus', buyer.cookie);
    await t.database.db.execute(
      sql`UPDATE credit_accounts SET balance = balance - 150 WHERE user_id = ${buyer.user.id}`,
    );
    await call(t.app, 'POST', '/api/billing/cancel', { cookie: buyer.cookie });
    const again = await pay('plus', buyer.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ planId: 'plus', cancelAtPeriodEnd: false, status: 'active' });
    expect((await credits(buyer.cookie)).balance).toBe(50);
    const list = (await call(t.app, 'GET', '/api/billing/invoices', { cookie: buyer.cookie })).json();
    expect(list).toHaveLength(1);
  });

  it('an upgrade half-way through the period adds half the difference and bills half the price difference', async () => {
    const buyer = await signUp(t.app, { name: 'Upgrader' });
    await pay('start', buyer.cookie);
    // Half of the month is gone.
    await t.database.db.execute(
      sql`UPDATE subscription_periods SET period_start = now() - interval '15 days', period_end = now() + interval '15 days'
           WHERE user_id = ${buyer.user.id}`,
    );
    await t.database.db.execute(
      sql`UPDATE subscriptions SET current_period_end = now() + interval '15 days' WHERE user_id = ${buyer.user.id}`,
    );
    const up = await call(t.app, 'POST', '/api/billing/checkout', {
      cookie: buyer.cookie,
      body: { planId: 'pro' },
    });
    expect(up.json()).toEqual({ url: '/payment/success?plan=pro' });
    const { balance } = await credits(buyer.cookie);
    expect(balance).toBeGreaterThanOrEqual(249);
    expect(balance).toBeLessThanOrEqual(251);
    const [upgrade] = (await call(t.app, 'GET', '/api/billing/invoices', { cookie: buyer.cookie })).json();
    expect(upgrade.amountCents).toBeGreaterThan(1900);
    expect(upgrade.amountCents).toBeLessThan(2100);
    expect((await pay('pro', buyer.cookie)).statusCode).toBe(409);
    expect((await credits(buyer.cookie)).balance).toBe(balance);
  });

  it('20 concurrent test checkouts open one subscription with one invoice and one allowance', async () => {
    const buyer = await signUp(t.app, { name: 'Clicker' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay('plus', buyer.cookie)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const list = (await call(t.app, 'GET', '/api/billing/invoices', { cookie: buyer.cookie })).json();
    expect(list).toHaveLength(1);
    expect(await credits(buyer.cookie)).toMatchObject({ balance: 200, plan: { id: 'plus' } });
    const periods = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM subscription_periods WHERE user_id = ${buyer.user.id}`,
    );
    expect((periods as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('refuses unknown plans, extra fields and signed-out callers', async () => {
    expect((await pay('enterprise')).statusCode).toBe(400);
    expect(
      (
        await call(t.app, 'POST', '/api/billing/test-checkout', {
          cookie: user.cookie,
          body: { planId: 'plus', x: 1 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', '/api/billing/test-checkout', { body: { planId: 'plus' } })).statusCode,
    ).toBe(401);
    expect((await call(t.app, 'GET', '/api/billing/invoices')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/billing/portal', { cookie: user.cookie })).statusCode).toBe(409);
  });

  it("does not show one user's subscription or invoices to another", async () => {
    const sub = (await call(t.app, 'GET', '/api/billing/subscription', { cookie: other.cookie })).json();
    expect(sub).toMatchObject({ planId: 'free', status: null });
    expect((await call(t.app, 'GET', '/api/billing/invoices', { cookie: other.cookie })).json()).toEqual([]);
    expect((await credits(other.cookie)).balance).toBe(50);
  });
});

describe('a studio without Stripe and without the test checkout (BILLING_TEST_CHECKOUT=off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { BILLING_TEST_CHECKOUT: 'off' } });
  });
  afterAll(() => t.close());

  it('sells nothing: checkout is a 503, the test checkout a 404, and no plan or credit changes', async () => {
    const { cookie } = await signUp(t.app);
    expect((await call(t.app, 'GET', '/api/billing/config', { cookie })).json()).toEqual({ mode: 'off' });
    const checkout = await call(t.app, 'POST', '/api/billing/checkout', { cookie, body: { planId: 'plus' } });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().code).toBe('PAYMENTS_UNAVAILABLE');
    const pay = await call(t.app, 'POST', '/api/billing/test-checkout', { cookie, body: { planId: 'plus' } });
    expect(pay.statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/credits', { cookie })).json()).toMatchObject({
      balance: 50,
      plan: { id: 'free' },
    });
    expect((await call(t.app, 'GET', '/api/billing/invoices', { cookie })).json()).toEqual([]);
  });
});
