import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { billingEndpoints, type PaidPlanId, type Subscription } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from './query-keys';

/*
 * The session user's subscription and invoices. The pricing page, Settings and the
 * dashboard's credits card read the same queries, so a payment or a cancel shows everywhere.
 */

export const subscriptionQueryOptions = queryOptions({
  queryKey: queryKeys.subscription(),
  queryFn: ({ signal }) => apiCall(billingEndpoints.subscription, { signal }),
});
export const useSubscription = () => useQuery(subscriptionQueryOptions);

/** A subscription still running (deleting the account ends it at once, Stripe's included). */
export const isRunning = (s: Pick<Subscription, 'status'> | undefined): boolean =>
  s?.status === 'active' || s?.status === 'past_due';

export const invoicesQueryOptions = queryOptions({
  queryKey: queryKeys.invoices(),
  queryFn: ({ signal }) => apiCall(billingEndpoints.invoices, { signal }),
});
export const useInvoices = () => useQuery(invoicesQueryOptions);

export const billingConfigQueryOptions = queryOptions({
  queryKey: queryKeys.billingConfig(),
  queryFn: ({ signal }) => apiCall(billingEndpoints.config, { signal }),
  staleTime: Infinity,
});
export const useBillingConfig = () => useQuery(billingConfigQueryOptions);

/** POST /api/billing/checkout: where the browser goes to pay (Stripe, or the local test checkout). */
export const startCheckout = (planId: PaidPlanId) => apiCall(billingEndpoints.checkout, { body: { planId } });

/** POST /api/billing/test-checkout: the local test checkout's payment (no money taken). */
export const payTestCheckout = (planId: PaidPlanId) =>
  apiCall(billingEndpoints.testCheckout, { body: { planId } });

export const cancelSubscription = () => apiCall(billingEndpoints.cancel);

export const openBillingPortal = () => apiCall(billingEndpoints.portal);

/** After a payment or a cancel: the subscription, the invoices and the balance change together. */
export async function invalidateBilling(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.billing() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.credits() }),
  ]);
}
