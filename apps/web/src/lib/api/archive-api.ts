import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { defineArchiveEndpoints, EndpointBody, EndpointResponse, EndpointSpec } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { ARCHIVE_PAGE_SIZE, dropFromArchive, type ArchivePage } from './archive-list';

/*
 * One saved-item archive on the web, from its endpoints (packages/contracts/src/endpoints)
 * and its query keys: the list newest first a page at a time (searched), the counter, one
 * item, the save and the delete. Everything sits under `keys.all()`, so a save or delete
 * anywhere (a studio, the archive, the dashboard) updates the others. Building one has no side
 * effects: a page that takes nothing from an archive's module does not bundle its calls.
 */

type ArchiveEndpoints = ReturnType<typeof defineArchiveEndpoints> & { save?: EndpointSpec };

export interface ArchiveKeys {
  /** The prefix of every query of the archive. */
  all: () => readonly string[];
  list: (search: string) => QueryKey;
  count: () => QueryKey;
  /** One item's query, removed when it is deleted. */
  item?: (id: string) => QueryKey;
}

type Item<E extends ArchiveEndpoints> = EndpointResponse<E['get']>;

type SaveHook<E extends ArchiveEndpoints> = E extends { save: infer S extends EndpointSpec }
  ? { useSave: () => ReturnType<typeof useSaveMutation<S>> }
  : Record<never, never>;

function useSaveMutation<S extends EndpointSpec>(save: S, all: () => readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<S>) =>
      apiCall(save as EndpointSpec, { body } as never) as Promise<EndpointResponse<S>>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: all() }),
  });
}

/* @__NO_SIDE_EFFECTS__ */
export function createArchiveApi<E extends ArchiveEndpoints>(archive: {
  endpoints: E;
  keys: ArchiveKeys;
  pageSize?: number;
}) {
  const { endpoints, keys, pageSize = ARCHIVE_PAGE_SIZE } = archive;
  // Called through the common shape; each `as` gives the answer back this archive's own type.
  const { list, count, get, remove, save } = endpoints as ArchiveEndpoints;

  const countQueryOptions = queryOptions({
    queryKey: keys.count(),
    queryFn: ({ signal }) => apiCall(count, { signal }) as Promise<EndpointResponse<E['count']>>,
  });

  const listQueryOptions = (search: string) =>
    infiniteQueryOptions({
      queryKey: keys.list(search),
      queryFn: ({ pageParam, signal }) =>
        apiCall(list, {
          query: { limit: pageSize, q: search || undefined, cursor: pageParam ?? undefined },
          signal,
        }) as Promise<ArchivePage<Item<E>>>,
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage: ArchivePage<Item<E>>) => lastPage.nextCursor,
    });

  const getItem = (id: string, signal?: AbortSignal) =>
    apiCall(get, { params: { id }, signal }) as Promise<Item<E>>;

  return {
    countQueryOptions,
    listQueryOptions,
    getItem,
    useCount: () => useQuery(countQueryOptions),
    useList: (search: string) => useInfiniteQuery(listQueryOptions(search)),
    useDelete: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => apiCall(remove, { params: { id } }),
        onSuccess: async (_: void, id: string) => {
          if (keys.item) queryClient.removeQueries({ queryKey: keys.item(id) });
          await dropFromArchive(queryClient, keys.all(), id);
        },
      });
    },
    ...((save ? { useSave: () => useSaveMutation(save, keys.all) } : {}) as SaveHook<E>),
  };
}
