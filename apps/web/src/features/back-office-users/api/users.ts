import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminUserEndpoints, type AdminUserList } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

export interface UserFilters {
  q: string;
  status: 'all' | 'active' | 'inactive';
  sort: 'newest' | 'oldest';
}

export const USERS_PAGE_SIZE = 25;

/** A page at a time (keyset cursor), filtered on the server. */
export function usersListOptions(filters: UserFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.adminUserList(filters),
    queryFn: ({ pageParam, signal }) => {
      const query = {
        limit: USERS_PAGE_SIZE,
        status: filters.status,
        sort: filters.sort,
        q: filters.q || undefined,
        cursor: pageParam ?? undefined,
      };
      return apiCall(adminUserEndpoints.list, { query, signal });
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

/** The user with their ledger, generations, subscription and invoices. */
export function useUserDetail(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminUser(userId),
      queryFn: ({ signal }) => apiCall(adminUserEndpoints.get, { params: { userId }, signal }),
      retry: (count, error) => count < 1 && !(error as { status?: number }).status,
    }),
  );
}

/** Everyone with a back-office role. */
export function useStaff() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminStaff(),
      queryFn: ({ signal }) => apiCall(adminUserEndpoints.staff, { signal }),
      select: (data) => data.items,
    }),
  );
}
