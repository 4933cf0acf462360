import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/*
 * What the images and video scripts archives share: a list newest first, a page at a time
 * (keyset cursor), searched with `q`; a counter; a delete that drops the card where it is.
 */
export const ARCHIVE_PAGE_SIZE = 12;

export interface ArchivePage<T> {
  items: T[];
  nextCursor: string | null;
}
export type ArchivePages<T> = InfiniteData<ArchivePage<T>, string | null>;

export function archiveListOptions<T>(path: string, queryKey: QueryKey, search: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(ARCHIVE_PAGE_SIZE) });
      if (search) params.set('q', search);
      if (pageParam) params.set('cursor', pageParam);
      return api.get<ArchivePage<T>>(`${path}?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: ArchivePage<T>) => lastPage.nextCursor,
  });
}

/**
 * After a delete: the card leaves every loaded list (refetching the pages would make the list
 * jump), and the counter and anything else under `prefix` is read again.
 */
export async function dropFromArchive(
  queryClient: QueryClient,
  prefix: readonly string[],
  id: string,
): Promise<void> {
  queryClient.setQueriesData<ArchivePages<{ id: string }>>({ queryKey: [...prefix, 'list'] }, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({ ...page, items: page.items.filter((i) => i.id !== id) })),
        }
      : old,
  );
  await queryClient.invalidateQueries({
    queryKey: prefix,
    predicate: (query) => query.queryKey[1] !== 'list',
  });
}
