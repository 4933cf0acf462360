import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Credits } from '@forja/contracts';
import { api } from '@/lib/api-client';

export const CREDITS_QUERY_KEY = ['credits'] as const;

/** GET /api/credits — the session user's balance and plan. */
export function getCredits(signal?: AbortSignal): Promise<Credits> {
  return api.get<Credits>('/api/credits', { signal });
}

export const creditsQueryOptions = queryOptions({
  queryKey: CREDITS_QUERY_KEY,
  queryFn: ({ signal }) => getCredits(signal),
});

export function useCredits() {
  return useQuery(creditsQueryOptions);
}
