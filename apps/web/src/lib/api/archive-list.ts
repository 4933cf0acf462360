import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/*
 * What every archive's list shares (lib/api/archive-api.ts builds each archive's calls): a list newest first, a page at a time
 * (keyset cursor), searched with `q`; a counter; a delete that drops the card where it is.
 */
export const ARCHIVE_PAGE_SIZE = 12;

export interface ArchivePage<T> {
  items: T[];
  nextCursor: string | null;
}
export type ArchivePages<T> = InfiniteData<ArchivePage<T>, string | null>;

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
