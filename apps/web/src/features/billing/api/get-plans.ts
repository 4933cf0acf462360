import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicEndpoints } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

/** GET /api/plans — every plan, cheapest first (public, cached by the server for 60 s). */
export const plansQueryOptions = queryOptions({
  queryKey: ['plans'] as const,
  queryFn: ({ signal }) => apiCall(publicEndpoints.plans, { signal }),
  staleTime: 60_000,
});
export const usePlans = () => useQuery(plansQueryOptions);
