import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints, type OutboxMail } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/outbox — admins only; the server sends them newest first. */
export function getOutbox(signal?: AbortSignal): Promise<{ items: OutboxMail[] }> {
  return apiCall(adminEndpoints.outbox, { signal });
}

export const outboxQueryOptions = queryOptions({
  queryKey: queryKeys.adminOutbox(),
  queryFn: ({ signal }) => getOutbox(signal),
  // Newest first regardless of how the server orders them.
  select: (data) => [...data.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
});

export function useOutbox() {
  return useQuery(outboxQueryOptions);
}
