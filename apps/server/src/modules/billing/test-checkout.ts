import crypto from 'node:crypto';
import { notFound } from '../../lib/app-error.js';
import { alreadyOnPlan } from './billing-errors.js';
import type { BillingFulfilment } from './billing-fulfilment.js';
import type { BillingRepository } from './billing.repository.js';
import { testInvoiceDescription } from './invoice-description.js';
import { decidePlanChange, oneMonthAfter, oneMonthBefore, periodShareLeft } from './plan-change.js';

/** How often a payment reads again after a concurrent one changed the subscription first. */
const ATTEMPTS = 3;

type Subscription = NonNullable<Awaited<ReturnType<BillingRepository['findSubscription']>>>;
type RunningTest = Subscription & { externalId: string; planId: string; currentPeriodEnd: Date };

const runningTest = (s: Subscription | null): RunningTest | null =>
  s?.provider === 'test' &&
  s.externalId &&
  s.planId &&
  s.currentPeriodEnd &&
  (s.status === 'active' || s.status === 'past_due')
    ? (s as RunningTest)
    : null;

/**
 * The local test checkout (no Stripe configured): what Stripe would do, described as the same
 * facts its webhook produces and applied by the same fulfilment. Concurrent payments are
 * decided in the database (one statement claims the subscription), so twenty clicks open one
 * subscription with one invoice.
 */
export function createTestCheckout(deps: { repo: BillingRepository; fulfilment: BillingFulfilment }) {
  const { repo, fulfilment } = deps;

  async function planOrThrow(planId: string) {
    const plan = await repo.findPlan(planId);
    if (!plan) throw notFound('Plan');
    return plan;
  }

  /** A new test subscription and its first paid invoice; false when another one is running. */
  async function open(userId: string, planId: string, now: Date): Promise<boolean> {
    const plan = await planOrThrow(planId);
    const id = crypto.randomUUID();
    const externalId = `test_sub_${id}`;
    const periodEnd = oneMonthAfter(now);
    if (!(await repo.claimNewTestSubscription(userId, { externalId, planId, currentPeriodEnd: periodEnd }))) {
      return false;
    }
    await fulfilment.fulfil({
      eventId: `test_evt_${id}`,
      eventType: 'invoice.paid',
      userId,
      subscription: {
        provider: 'test',
        externalId,
        planId,
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: periodEnd,
      },
      invoice: {
        externalId: `test_in_${id}`,
        planId,
        amountCents: plan.priceCents,
        currency: plan.currency,
        status: 'paid',
        description: testInvoiceDescription(plan.name, (await repo.findUser(userId))?.language),
        receiptUrl: null,
      },
      grant: { kind: 'period', subscriptionId: externalId, planId, periodStart: now, periodEnd },
    });
    return true;
  }

  /**
   * A plan change of a running test subscription, as the Stripe mode makes it: an upgrade is
   * invoiced now (the prorated difference) and granted; anything else waits for the renewal.
   * False when a concurrent change came first.
   */
  async function change(userId: string, sub: RunningTest, planId: string, now: Date) {
    const [inEffect, target, renewal] = await Promise.all([
      planOrThrow(sub.planId),
      planOrThrow(planId),
      sub.renewalPlanId ? planOrThrow(sub.renewalPlanId) : null,
    ]);
    const decision = decidePlanChange(sub, inEffect, renewal, target);
    if (decision.kind === 'already') throw alreadyOnPlan();
    if (decision.kind === 'renewal') {
      return repo.changeTestSubscription(userId, sub, {
        planId: sub.planId,
        renewalPlanId: decision.renewalPlanId,
      });
    }
    if (!(await repo.changeTestSubscription(userId, sub, { planId, renewalPlanId: null }))) return false;
    const periodStart = oneMonthBefore(sub.currentPeriodEnd);
    const share = periodShareLeft(periodStart, sub.currentPeriodEnd, now);
    const id = crypto.randomUUID();
    await fulfilment.fulfil({
      eventId: `test_evt_${id}`,
      eventType: 'invoice.paid',
      userId,
      subscription: {
        provider: 'test',
        externalId: sub.externalId,
        planId,
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: sub.currentPeriodEnd,
      },
      invoice: {
        externalId: `test_in_${id}`,
        planId,
        amountCents: Math.max(0, Math.round((target.priceCents - inEffect.priceCents) * share)),
        currency: target.currency,
        status: 'paid',
        description: testInvoiceDescription(target.name, (await repo.findUser(userId))?.language, 'upgrade'),
        receiptUrl: null,
      },
      grant: {
        kind: 'upgrade',
        subscriptionId: sub.externalId,
        fromPlanId: sub.planId,
        toPlanId: planId,
        changedAt: now,
        periodStart,
        periodEnd: sub.currentPeriodEnd,
      },
    });
    return true;
  }

  return {
    /**
     * "Pay" on the test checkout, or a plan change in test mode: opens a subscription when none
     * is running, otherwise changes the running one. Returns what happened.
     */
    async pay(userId: string, planId: string, now = new Date()): Promise<'opened' | 'changed'> {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const sub = runningTest(await repo.findSubscription(userId));
        if (sub ? await change(userId, sub, planId, now) : await open(userId, planId, now)) {
          return sub ? 'changed' : 'opened';
        }
      }
      throw alreadyOnPlan();
    },

    /**
     * What Stripe does at the end of a period, for test-checkout subscriptions. With `renew` (the
     * test checkout is on) one cancelled at the period end ends and any other is paid again for
     * the next month on its renewal plan (a new test invoice, that period's allowance); without
     * it (Stripe configured, or payments off) every one ends: a test plan is never renewed for
     * free on a studio that takes real payments. Event and invoice ids are made from the
     * subscription and the period, so running this twice changes nothing more.
     */
    async advancePeriods(now: Date, renew: boolean): Promise<number> {
      const due = await repo.endedTestPeriods(now);
      for (const sub of due) {
        if (!sub.externalId || !sub.planId || !sub.currentPeriodEnd) continue;
        const period = sub.currentPeriodEnd.toISOString();
        const mirror = {
          provider: 'test' as const,
          externalId: sub.externalId,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        };
        if (sub.cancelAtPeriodEnd || !renew) {
          await fulfilment.fulfil({
            eventId: `test_evt_end_${sub.externalId}_${period}`,
            eventType: 'customer.subscription.deleted',
            userId: sub.userId,
            subscription: {
              ...mirror,
              planId: sub.planId,
              status: 'canceled',
              currentPeriodEnd: sub.currentPeriodEnd,
            },
          });
          continue;
        }
        const plan = await repo.findPlan(sub.renewalPlanId ?? sub.planId);
        if (!plan) continue;
        const next = oneMonthAfter(sub.currentPeriodEnd);
        await fulfilment.fulfil({
          eventId: `test_evt_renew_${sub.externalId}_${period}`,
          eventType: 'invoice.paid',
          userId: sub.userId,
          subscription: { ...mirror, planId: plan.id, status: 'active', currentPeriodEnd: next },
          invoice: {
            externalId: `test_in_${sub.externalId}_${period}`,
            planId: plan.id,
            amountCents: plan.priceCents,
            currency: plan.currency,
            status: 'paid',
            description: testInvoiceDescription(plan.name, (await repo.findUser(sub.userId))?.language),
            receiptUrl: null,
          },
          grant: {
            kind: 'period',
            subscriptionId: sub.externalId,
            planId: plan.id,
            periodStart: sub.currentPeriodEnd,
            periodEnd: next,
          },
        });
      }
      return due.length;
    },
  };
}
export type TestCheckout = ReturnType<typeof createTestCheckout>;
