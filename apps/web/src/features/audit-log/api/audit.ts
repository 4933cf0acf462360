import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminEndpoints, type AuditList } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/** The log's filters as the page holds them: empty strings mean "any". */
export interface AuditFilters {
  action: string;
  actor: string;
  target: string;
  from: string;
  to: string;
}

export const AUDIT_PAGE_SIZE = 25;

/** Newest first, a page at a time. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.adminAudit({ ...filters }),
      queryFn: ({ pageParam, signal }) => {
        const chosen = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
        const query = { limit: AUDIT_PAGE_SIZE, ...chosen, cursor: pageParam ?? undefined };
        return apiCall(adminEndpoints.audit, { query, signal });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last: AuditList) => last.nextCursor,
      retry: 1,
    }),
  );
}
