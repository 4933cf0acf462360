import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditList } from '@forja/contracts';
import { api } from '@/lib/api-client';
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

/** GET /api/admin/audit — newest first, a page at a time. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.adminAudit({ ...filters }),
      queryFn: ({ pageParam, signal }) => {
        const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
        for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
        if (pageParam) params.set('cursor', pageParam);
        return api.get<AuditList>(`/api/admin/audit?${params.toString()}`, { signal });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last: AuditList) => last.nextCursor,
      retry: 1,
    }),
  );
}
