import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@forja/contracts';
import { api } from '@/lib/api-client';

/** GET /api/plans — every plan, cheapest first (public, cached by the server for 60 s). */
export const plansQueryOptions = queryOptions({
  queryKey: ['plans'] as const,
  queryFn: ({ signal }) => api.get<Plan[]>('/api/plans', { signal }),
  staleTime: 60_000,
});
export const usePlans = () => useQuery(plansQueryOptions);
