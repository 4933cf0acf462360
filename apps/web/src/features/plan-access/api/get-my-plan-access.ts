import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPlanAccess } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/plan-access/mine — the studios the signed-in user's plan opens. */
export function getMyPlanAccess(signal?: AbortSignal): Promise<MyPlanAccess> {
  return api.get<MyPlanAccess>('/api/plan-access/mine', { signal });
}

export const myPlanAccessQueryOptions = queryOptions({
  queryKey: queryKeys.myPlanAccess(),
  queryFn: ({ signal }) => getMyPlanAccess(signal),
  staleTime: 30_000,
});

export function useMyPlanAccess() {
  return useQuery(myPlanAccessQueryOptions);
}
