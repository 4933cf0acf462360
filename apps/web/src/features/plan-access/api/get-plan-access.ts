import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanAccessMatrix } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/plan-access — which studios each plan opens (administrators only). */
export function getPlanAccess(signal?: AbortSignal): Promise<PlanAccessMatrix> {
  return api.get<PlanAccessMatrix>('/api/admin/plan-access', { signal });
}

export const planAccessQueryOptions = queryOptions({
  queryKey: queryKeys.adminPlanAccess(),
  queryFn: ({ signal }) => getPlanAccess(signal),
});

export function usePlanAccess() {
  return useQuery(planAccessQueryOptions);
}
