import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints, type SetupChecklist } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/setup — what is configured, read from the running server. */
export function getSetupChecklist(signal?: AbortSignal): Promise<SetupChecklist> {
  return apiCall(adminEndpoints.setup, { signal });
}

export const setupChecklistQueryOptions = queryOptions({
  queryKey: queryKeys.adminSetup(),
  queryFn: ({ signal }) => getSetupChecklist(signal),
});

export function useSetupChecklist() {
  return useQuery(setupChecklistQueryOptions);
}
