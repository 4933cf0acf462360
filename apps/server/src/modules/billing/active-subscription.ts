import { and, gt, inArray, isNotNull } from 'drizzle-orm';
import { plans, subscriptions } from '../../db/schema/index.js';

/**
 * The one definition of "on a paid plan that has not ended", for a query that joins
 * `subscriptions` with `plans`: a subscription that is running (active, or past due while
 * Stripe retries the payment), whose paid period is not over, on a plan that costs money.
 * A subscription cancelled at the period end still counts until that end. Used for the
 * user's current plan (studio access) and the back office's active users and MRR.
 */
export function activePaidSubscription(now: Date) {
  return and(
    isNotNull(subscriptions.externalId),
    inArray(subscriptions.status, ['active', 'past_due']),
    gt(subscriptions.currentPeriodEnd, now),
    gt(plans.priceCents, 0),
  );
}
