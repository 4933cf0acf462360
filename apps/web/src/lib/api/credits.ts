import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { creditEndpoints, type Credits } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from './query-keys';

/*
 * The session user's balance. The dashboard's card and every wizard's credit check read the
 * same query, so a generation that invalidates it updates the card too.
 */

/** GET /api/credits — the session user's balance and plan. */
export function getCredits(signal?: AbortSignal): Promise<Credits> {
  return apiCall(creditEndpoints.balance, { signal });
}

export const creditsQueryOptions = queryOptions({
  queryKey: queryKeys.credits(),
  queryFn: ({ signal }) => getCredits(signal),
});

export function useCredits() {
  return useQuery(creditsQueryOptions);
}

/** The balance as the server has it now (not a cached value), for the check before a paid step. */
export function fetchFreshCredits(queryClient: QueryClient): Promise<Credits> {
  return queryClient.fetchQuery({ ...creditsQueryOptions, staleTime: 0 });
}

export function invalidateCredits(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.credits() });
}
