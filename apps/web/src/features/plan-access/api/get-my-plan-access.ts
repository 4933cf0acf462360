import { queryOptions, useQuery } from '@tanstack/react-query';
import { creditEndpoints, type MyPlanAccess } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/plan-access/mine — the studios the signed-in user's plan opens. */
export function getMyPlanAccess(signal?: AbortSignal): Promise<MyPlanAccess> {
  return apiCall(creditEndpoints.myPlanAccess, { signal });
}

export const myPlanAccessQueryOptions = queryOptions({
  queryKey: queryKeys.myPlanAccess(),
  queryFn: ({ signal }) => getMyPlanAccess(signal),
  staleTime: 30_000,
});

export function useMyPlanAccess() {
  return useQuery(myPlanAccessQueryOptions);
}
