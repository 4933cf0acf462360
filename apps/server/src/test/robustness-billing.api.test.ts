import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, subscriptionPeriods } from '../db/schema/index.js';
import { ALLOWANCE, CreditModel, seeded } from './billing-credit-model.js';
import { invoicePaidEvent, type FakeInvoice } from './fakes/fake-stripe-invoices.js';
import { stripeEvent } from './fakes/fake-stripe.js';
import { call, createTestApp, databaseKinds, signUp, type TestApp } from './harness.js';
import { deliver, PRICES, startStripeApp, stripeCustomer, type StripeApp } from './stripe-test-setup.js';

/*
 * Plan changes driven at random (seeded, so a failure names the walk that found it), through
 * Stripe-shaped signed events and through the local test checkout: upgrades, downgrades,
 * cancels, renewals, rebuys, spending, invoices delivered late, out of order and again, and
 * bursts of concurrent test checkouts. After every step the balance and plan equal what the
 * credits rule grants (billing-credit-model.ts, written from docs/product/credits.md), and at
 * the end every period was granted once, every grant has one ledger row, and nothing was
 * charged for a plan already paid for.
 */

const PAID = ['start', 'plus', 'pro'] as const;
const PLAN_OF_PRICE: Record<string, string> = Object.fromEntries(
  Object.entries(PRICES).map(([p, id]) => [id, p]),
);
const SEEDS = [11, 23, 37];
const STEPS = 24;

async function ledgerAndPeriods(t: TestApp, userId: string) {
  const grants = await t.database.db
    .select()
    .from(creditLedger)
    .where(sql`${creditLedger.userId} = ${userId} AND ${creditLedger.reason} = 'subscription_invoice'`);
  const periods = await t.database.db
    .select()
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.userId, userId));
  return { grants: grants.length, periods: periods.length };
}

describe.each(databaseKinds)('billing robustness through Stripe on %s', (kind) => {
  let app: StripeApp;
  beforeAll(async () => {
    app = await startStripeApp(kind);
    await signUp(app.t.app, { name: 'Owner' });
  });
  afterAll(() => app.close());

  it.each(SEEDS)('walk %i: the balance is what the rule grants after every step', async (seed) => {
    const rng = seeded(seed);
    const model = new CreditModel();
    const c = await stripeCustomer(app, `Walker ${seed}`);
    const { stripe } = app;
    let pending: FakeInvoice[] = [];
    const delivered: FakeInvoice[] = [];
    let running = false;
    let seen = stripe.invoices.length;

    /** What the server does with an invoice when it applies it, told to the model. */
    const feed = (invoice: FakeInvoice) => {
      const sub = stripe.subscriptions.get(invoice.parent.subscription_details.subscription)!;
      const lines = invoice.lines.data.map((l) => ({
        plan: PLAN_OF_PRICE[l.pricing.price_details.price]!,
        proration: l.parent.subscription_item_details.proration,
        amount: l.amount,
        period: l.period,
      }));
      if (invoice.billing_reason !== 'subscription_update') {
        const own = lines.find((l) => !l.proration)!;
        model.period(invoice.id, sub.id, own.plan, own.period.start, own.period.end);
        return;
      }
      const charged = lines.find((l) => l.proration && l.amount > 0);
      if (!charged) return;
      const credited = lines.find((l) => l.proration && l.amount < 0);
      const [start, end] = [sub.current_period_start!, sub.current_period_end];
      const at = charged.period.start;
      const inCurrent = start <= at && at < end;
      model.upgrade(
        invoice.id,
        {
          subscription: sub.id,
          from: credited?.plan ?? charged.plan,
          to: charged.plan,
          at,
          start: inCurrent ? start : charged.period.end - (end - start),
          end: charged.period.end,
        },
        invoice.amount_paid,
      );
    };
    const newInvoices = () => {
      const fresh = stripe.invoices.slice(seen).filter((i) => i.customer === c.customerId);
      seen = stripe.invoices.length;
      return fresh;
    };
    const send = async (invoice: FakeInvoice, eventId?: string) => {
      expect((await deliver(app.t, invoicePaidEvent(invoice, eventId))).statusCode).toBe(200);
      feed(invoice);
    };
    const deliverPending = async (reversed: boolean) => {
      const batch = reversed ? [...pending].reverse() : pending;
      pending = [];
      for (const invoice of batch) {
        await send(invoice);
        delivered.push(invoice);
      }
    };
    const buy = async (plan: (typeof PAID)[number], startedAgo: number) => {
      await c.subscribe(plan, startedAgo);
      const [first] = newInvoices();
      feed(first!); // subscribe delivered it
      delivered.push(first!);
      running = true;
    };

    await buy(rng.pick(PAID), 25 * 86400);
    for (let step = 0; step < STEPS; step++) {
      const action = running
        ? rng.pick(['choose', 'choose', 'choose', 'cancel', 'deliver', 'replay', 'renew', 'spend'] as const)
        : rng.pick(['rebuy', 'spend'] as const);
      const sub = running ? stripe.subscriptions.get(c.subscriptionId)! : null;
      if (action === 'choose') {
        const res = await c.choose(rng.pick(PAID));
        expect([200, 409]).toContain(res.statusCode);
        // An upgrade's invoice is read back and applied at once; its webhook comes later.
        const fresh = newInvoices();
        for (const invoice of fresh) feed(invoice);
        pending.push(...fresh);
      } else if (action === 'cancel') {
        const already = sub!.cancel_at_period_end;
        const res = await call(app.t.app, 'POST', '/api/billing/cancel', { cookie: c.user.cookie });
        expect(res.statusCode).toBe(already ? 409 : 200);
      } else if (action === 'deliver') {
        await deliverPending(rng.next() < 0.5);
      } else if (action === 'replay' && delivered.length > 0) {
        await send(rng.pick(delivered), `evt_replay_${seed}_${step}`);
      } else if (action === 'renew') {
        await deliverPending(false);
        if (sub!.cancel_at_period_end) {
          sub!.status = 'canceled';
          const ended = stripeEvent('customer.subscription.deleted', {
            id: sub!.id,
            object: 'subscription',
            customer: c.customerId,
          });
          expect((await deliver(app.t, ended)).statusCode).toBe(200);
          model.ended();
          running = false;
        } else {
          stripe.renew(sub!.id);
          pending.push(...newInvoices());
        }
      } else if (action === 'rebuy') {
        await buy(rng.pick(PAID), 0);
      } else if (action === 'spend') {
        const amount = Math.min(model.planPart, 1 + Math.floor(rng.next() * 120));
        await c.spend(amount);
        model.spend(amount);
      }
      const credits = await c.credits();
      expect({ step, action, balance: credits.balance, plan: credits.plan.id }).toEqual({
        step,
        action,
        balance: model.planPart,
        plan: model.plan,
      });
    }

    // Everything Stripe made, delivered (again), changes nothing more.
    if (running) await deliverPending(false);
    for (const invoice of [...delivered]) await send(invoice, `evt_final_${seed}_${invoice.id}`);
    expect((await c.credits()).balance).toBe(model.planPart);
    expect(model.chargedForNothing).toEqual([]);
    expect(await ledgerAndPeriods(app.t, c.user.user.id)).toEqual({
      grants: model.granting.size,
      periods: model.periods.size,
    });
  });
});

describe.each(databaseKinds)('billing robustness through the test checkout on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await signUp(t.app, { name: 'Owner' });
  });
  afterAll(() => t.close());

  it.each(SEEDS)(
    'walk %i: concurrent payments, changes, cancels and renewals grant each period once',
    async (seed) => {
      const rng = seeded(seed);
      const user = await signUp(t.app, { name: `Tester ${seed}` });
      const { cookie } = user;
      // The test checkout's model: periods start when paid, so an upgrade is worth the whole difference.
      const state = { running: false, plan: 'free', renewal: null as string | null, cancel: false };
      let planPart = ALLOWANCE.free!;
      let invoices = 0;
      let periods = 0;
      const openPeriod = (plan: string) => {
        planPart = Math.max(planPart, ALLOWANCE[plan]!);
        Object.assign(state, { running: true, plan, renewal: null, cancel: false });
        invoices++;
        periods++;
      };

      for (let step = 0; step < STEPS; step++) {
        const action = rng.pick(['pay', 'pay', 'burst', 'cancel', 'renew', 'spend'] as const);
        if (action === 'pay' || action === 'burst') {
          const plan = rng.pick(PAID);
          const times = action === 'burst' ? 20 : 1;
          const answers = await Promise.all(
            Array.from({ length: times }, () =>
              call(t.app, 'POST', '/api/billing/test-checkout', { cookie, body: { planId: plan } }),
            ),
          );
          const unchanged = state.running && plan === state.plan && !state.renewal && !state.cancel;
          const ok = answers.filter((a) => a.statusCode === 200).length;
          expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
          if (unchanged) expect(ok).toBe(0);
          else expect(ok).toBeGreaterThanOrEqual(1);
          if (!state.running) openPeriod(plan);
          else if (!unchanged && ALLOWANCE[plan]! > ALLOWANCE[state.plan]!) {
            planPart += ALLOWANCE[plan]! - ALLOWANCE[state.plan]!;
            Object.assign(state, { plan, renewal: null, cancel: false });
            invoices++;
          } else if (!unchanged) {
            Object.assign(state, { renewal: plan === state.plan ? null : plan, cancel: false });
          }
        } else if (action === 'cancel') {
          const res = await call(t.app, 'POST', '/api/billing/cancel', { cookie });
          expect(res.statusCode).toBe(state.running && !state.cancel ? 200 : 409);
          if (state.running) state.cancel = true;
        } else if (action === 'renew') {
          // A month passes: the periods recorded so far move back so the current one ended a minute ago.
          await t.database.db.execute(
            sql`WITH shift AS (SELECT current_period_end - now() + interval '1 minute' AS d FROM subscriptions
                                WHERE user_id = ${user.user.id})
                UPDATE subscription_periods p SET period_start = p.period_start - shift.d, period_end = p.period_end - shift.d
                  FROM shift WHERE p.user_id = ${user.user.id}`,
          );
          await t.database.db.execute(
            sql`UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = ${user.user.id}`,
          );
          await t.services.billing.advanceTestPeriods();
          if (state.running && state.cancel)
            Object.assign(state, { running: false, plan: 'free', cancel: false });
          else if (state.running) openPeriod(state.renewal ?? state.plan);
        } else {
          const amount = Math.min(planPart, 1 + Math.floor(rng.next() * 120));
          await t.database.db.execute(
            sql`UPDATE credit_accounts SET balance = balance - ${amount} WHERE user_id = ${user.user.id}`,
          );
          planPart -= amount;
        }
        const credits = (await call(t.app, 'GET', '/api/credits', { cookie })).json();
        const sub = (await call(t.app, 'GET', '/api/billing/subscription', { cookie })).json();
        const list = (await call(t.app, 'GET', '/api/billing/invoices', { cookie })).json();
        expect({
          step,
          action,
          balance: credits.balance,
          plan: credits.plan.id,
          next: sub.nextPlan?.id ?? null,
        }).toEqual({
          step,
          action,
          balance: planPart,
          plan: state.plan,
          next: state.running && !state.cancel ? state.renewal : null,
        });
        expect(list).toHaveLength(invoices);
      }
      const { periods: rows } = await ledgerAndPeriods(t, user.user.id);
      expect(rows).toBe(periods);
    },
  );
});
