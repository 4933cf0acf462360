import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetupChecklist } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/setup — what is configured, read from the running server. */
export function getSetupChecklist(signal?: AbortSignal): Promise<SetupChecklist> {
  return api.get<SetupChecklist>('/api/admin/setup', { signal });
}

export const setupChecklistQueryOptions = queryOptions({
  queryKey: queryKeys.adminSetup(),
  queryFn: ({ signal }) => getSetupChecklist(signal),
});

export function useSetupChecklist() {
  return useQuery(setupChecklistQueryOptions);
}
