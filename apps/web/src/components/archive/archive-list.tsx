import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import { LoadError } from '@/components/feedback/load-error';
import { SearchBox } from '@/components/form/search-box';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import type { ArchivePage } from '@/lib/api/archive-list';
import { useStudios } from '@/lib/studio';
import { errorMessage } from '@/lib/errors';
import { BatchOrigin } from './batch-origin';

/** One skeleton card's bars: Tailwind classes, e.g. 'aspect-square w-full' for a picture. */
export type SkeletonBars = readonly string[];

export interface ArchiveListProps<T extends { id: string }> {
  testId: string;
  /** The archive's list (lib/api/archive-list.ts: newest first, a page at a time, searched by `search`). */
  list: UseInfiniteQueryResult<InfiniteData<ArchivePage<T>>>;
  search: string;
  onSearch: (text: string) => void;
  searchId: string;
  /**
   * The archive's own namespace, which has: search, loading, loadFailed, listLabel, loadMore,
   * empty.title, empty.noMatch, empty.action, and empty.text when `emptyText` is set.
   */
  t: TFunction;
  gridClassName: string;
  /** The bars of a skeleton card, and how many cards stand while the first page loads. */
  skeleton: { bars: SkeletonBars; count: number };
  /** The empty state: its icon and the studio its button opens. */
  empty: { icon: LucideIcon; to: string; actionIcon?: LucideIcon; emptyText?: boolean };
  /** Above the search box (the Video Library's count and refresh). */
  header?: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/**
 * An archive's list and its states, the same in every archive: a search box; skeleton cards
 * while the first page loads; the error with Try again; the empty state (another text when a
 * search found nothing) with the button to the studio; the cards, each with "From a batch"
 * when a batch made it; Load more.
 */
export function ArchiveList<T extends { id: string }>({
  testId,
  list,
  search,
  onSearch,
  searchId,
  t,
  gridClassName,
  skeleton,
  empty,
  header,
  renderItem,
}: ArchiveListProps<T>) {
  // Each item with its page's ids (the "From a batch" lookup asks once per page).
  const items = list.data?.pages.flatMap((page) => {
    const pageIds = page.items.map((item) => item.id);
    return page.items.map((item) => ({ item, pageIds }));
  });
  // The archive's studio is the one its empty state opens (its declaration's path).
  const studio = useStudios().find((s) => s.screen.path === empty.to)?.id;
  const { icon: EmptyIcon, actionIcon: ActionIcon } = empty;
  return (
    <div data-testid={testId} aria-busy={list.isPending || undefined} className="grid gap-3">
      {header}
      <SearchBox id={searchId} label={t('search')} onSearch={onSearch} />
      {list.isPending ? (
        <ul className={gridClassName} aria-label={t('loading')}>
          {Array.from({ length: skeleton.count }, (_, i) => (
            <li key={i} className="grid gap-2 rounded-lg border p-3">
              {skeleton.bars.map((bar, j) => (
                <Skeleton key={j} className={bar} />
              ))}
            </li>
          ))}
        </ul>
      ) : !items ? (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(t, list.error)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
          <EmptyIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{search ? t('empty.noMatch') : t('empty.title')}</p>
          {empty.emptyText && !search && <p className="text-sm text-muted-foreground">{t('empty.text')}</p>}
          <Button asChild>
            <Link to={empty.to}>
              {ActionIcon && <ActionIcon aria-hidden="true" />}
              {t('empty.action')}
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className={gridClassName} aria-label={t('listLabel')}>
            {items.map(({ item, pageIds }) => (
              <li key={item.id}>
                {renderItem(item)}
                {studio && <BatchOrigin studio={studio} pageIds={pageIds} itemId={item.id} />}
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage && <Spinner />}
              {t('loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
