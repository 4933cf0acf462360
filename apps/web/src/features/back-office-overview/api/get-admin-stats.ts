import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints, type AdminStats } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/stats — administrators only; every figure is counted from the database. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiCall(adminEndpoints.stats, { signal });
}

export const adminStatsQueryOptions = queryOptions({
  queryKey: queryKeys.adminStats(),
  queryFn: ({ signal }) => getAdminStats(signal),
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
