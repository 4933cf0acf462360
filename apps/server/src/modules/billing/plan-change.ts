/**
 * What choosing a plan means for a running subscription (docs/product/credits.md):
 * - `already`: it is the plan in effect and nothing is pending, or an upgrade to it is already
 *   being paid (409);
 * - `upgrade`: more credits than the plan in effect: charged now (the prorated difference),
 *   in effect once paid;
 * - `renewal`: anything else (a smaller plan, the plan already scheduled, going back to the plan
 *   in effect, resuming a cancelled subscription): nothing is charged now, the next renewal
 *   bills `renewalPlanId` (null: the plan in effect) and the cancellation, if any, is undone.
 */
export type PlanChange =
  { kind: 'already' } | { kind: 'upgrade' } | { kind: 'renewal'; renewalPlanId: string | null };

interface PlanCredits {
  id: string;
  monthlyCredits: number;
}

export function decidePlanChange(
  subscription: { cancelAtPeriodEnd: boolean },
  inEffect: PlanCredits,
  /** The plan the renewal bills when it is not the plan in effect. */
  renewal: PlanCredits | null,
  target: PlanCredits,
): PlanChange {
  if (target.id === inEffect.id) {
    return renewal || subscription.cancelAtPeriodEnd
      ? { kind: 'renewal', renewalPlanId: null }
      : { kind: 'already' };
  }
  // An upgrade being paid (its invoice not in yet) counts as the level already bought.
  const level = renewal && renewal.monthlyCredits > inEffect.monthlyCredits ? renewal : inEffect;
  if (target.id === level.id) {
    return subscription.cancelAtPeriodEnd
      ? { kind: 'renewal', renewalPlanId: target.id }
      : { kind: 'already' };
  }
  if (target.monthlyCredits > level.monthlyCredits) return { kind: 'upgrade' };
  return { kind: 'renewal', renewalPlanId: target.id };
}

/** The same month a month later (UTC), as Stripe's monthly periods and the test checkout count. */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export function oneMonthBefore(date: Date): Date {
  const previous = new Date(date);
  previous.setUTCMonth(previous.getUTCMonth() - 1);
  return previous;
}

/** The part of a period left at `at` (0..1), as Stripe prorates money by the second. */
export function periodShareLeft(start: Date, end: Date, at: Date): number {
  const length = end.getTime() - start.getTime();
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, (end.getTime() - at.getTime()) / length));
}
