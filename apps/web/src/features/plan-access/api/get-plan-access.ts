import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints, type PlanAccessMatrix } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/plan-access — which studios each plan opens (administrators only). */
export function getPlanAccess(signal?: AbortSignal): Promise<PlanAccessMatrix> {
  return apiCall(adminEndpoints.planAccess, { signal });
}

export const planAccessQueryOptions = queryOptions({
  queryKey: queryKeys.adminPlanAccess(),
  queryFn: ({ signal }) => getPlanAccess(signal),
});

export function usePlanAccess() {
  return useQuery(planAccessQueryOptions);
}
