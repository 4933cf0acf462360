import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminUser, AdminUserDetail, AdminUserList } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export interface UserFilters {
  q: string;
  status: 'all' | 'active' | 'inactive';
  sort: 'newest' | 'oldest';
}

export const USERS_PAGE_SIZE = 25;

/** GET /api/admin/users — a page at a time (keyset cursor), filtered on the server. */
export function usersListOptions(filters: UserFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.adminUserList(filters),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({
        limit: String(USERS_PAGE_SIZE),
        status: filters.status,
        sort: filters.sort,
      });
      if (filters.q) params.set('q', filters.q);
      if (pageParam) params.set('cursor', pageParam);
      return api.get<AdminUserList>(`/api/admin/users?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: AdminUserList) => last.nextCursor,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

export function useUsersList(filters: UserFilters, enabled = true) {
  return useInfiniteQuery({ ...usersListOptions(filters), enabled });
}

/** GET /api/admin/users/:id — the user with their ledger, generations, subscription and invoices. */
export function useUserDetail(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminUser(userId),
      queryFn: ({ signal }) =>
        api.get<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(userId)}`, { signal }),
      retry: (count, error) => count < 1 && !(error as { status?: number }).status,
    }),
  );
}

/** GET /api/admin/staff — everyone with a back-office role. */
export function useStaff() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminStaff(),
      queryFn: ({ signal }) => api.get<{ items: AdminUser[] }>('/api/admin/staff', { signal }),
      select: (data) => data.items,
    }),
  );
}
