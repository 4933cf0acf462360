import type { QueryClient } from '@tanstack/react-query';
import type { Credits } from '@forja/contracts';
import { api } from '@/lib/api-client';

/* The dashboard's credits card uses the same key, so invalidating it here updates the card. */
export const CREDITS_QUERY_KEY = ['credits'] as const;

export function getCredits(signal?: AbortSignal): Promise<Credits> {
  return api.get<Credits>('/api/credits', { signal });
}

/** The balance as the server has it now (not a cached value), for the check before a paid step. */
export function fetchFreshCredits(queryClient: QueryClient): Promise<Credits> {
  return queryClient.fetchQuery({
    queryKey: CREDITS_QUERY_KEY,
    queryFn: ({ signal }) => getCredits(signal),
    staleTime: 0,
  });
}

export function invalidateCredits(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
}
