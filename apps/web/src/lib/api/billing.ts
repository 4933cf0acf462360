import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BillingConfig, Invoice, PaidPlanId, Subscription } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/*
 * The session user's subscription and invoices. The pricing page, Settings and the
 * dashboard's credits card read the same queries, so a payment or a cancel shows everywhere.
 */

export const subscriptionQueryOptions = queryOptions({
  queryKey: queryKeys.subscription(),
  queryFn: ({ signal }) => api.get<Subscription>('/api/billing/subscription', { signal }),
});
export const useSubscription = () => useQuery(subscriptionQueryOptions);

/** A subscription still running (deleting the account ends it at once, Stripe's included). */
export const isRunning = (s: Pick<Subscription, 'status'> | undefined): boolean =>
  s?.status === 'active' || s?.status === 'past_due';

export const invoicesQueryOptions = queryOptions({
  queryKey: queryKeys.invoices(),
  queryFn: ({ signal }) => api.get<Invoice[]>('/api/billing/invoices', { signal }),
});
export const useInvoices = () => useQuery(invoicesQueryOptions);

export const billingConfigQueryOptions = queryOptions({
  queryKey: queryKeys.billingConfig(),
  queryFn: ({ signal }) => api.get<BillingConfig>('/api/billing/config', { signal }),
  staleTime: Infinity,
});
export const useBillingConfig = () => useQuery(billingConfigQueryOptions);

/** POST /api/billing/checkout: where the browser goes to pay (Stripe, or the local test checkout). */
export const startCheckout = (planId: PaidPlanId) =>
  api.post<{ url: string }>('/api/billing/checkout', { planId });

/** POST /api/billing/test-checkout: the local test checkout's payment (no money taken). */
export const payTestCheckout = (planId: PaidPlanId) =>
  api.post<Subscription>('/api/billing/test-checkout', { planId });

export const cancelSubscription = () => api.post<Subscription>('/api/billing/cancel');

export const openBillingPortal = () => api.post<{ url: string }>('/api/billing/portal');

/** After a payment or a cancel: the subscription, the invoices and the balance change together. */
export async function invalidateBilling(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.billing() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.credits() }),
  ]);
}
