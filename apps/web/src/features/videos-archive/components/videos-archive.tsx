import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Film, RefreshCw } from 'lucide-react';
import { LoadError } from '@/components/feedback/load-error';
import { SearchBox } from '@/components/form/search-box';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useVideoCount, useVideos } from '@/lib/api/videos';
import { errorMessage } from '@/lib/errors';
import type { VideoExtras } from '@/lib/video-extras';
import { VideoCard } from './video-card';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The Video Library: a count badge and refresh, then the videos newest first, a page at a time. */
/** `extras`: what a finished video's card adds (publishing, passed by the dashboard route). */
export function VideosArchive({ extras }: { extras?: VideoExtras } = {}) {
  const { t, i18n } = useTranslation('videos-archive');
  const [search, setSearch] = useState('');
  const videos = useVideos(search);
  const count = useVideoCount();
  const items = videos.data?.pages.flatMap((page) => page.items);
  const refreshing = videos.isRefetching || count.isRefetching;
  return (
    <div data-testid="videos-archive" aria-busy={videos.isPending || undefined} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-medium">
          {t('library')}
          {count.data && (
            <Badge variant="secondary" data-testid="videos-count">
              {new Intl.NumberFormat(i18n.resolvedLanguage).format(count.data.count)}
            </Badge>
          )}
        </p>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void Promise.all([videos.refetch(), count.refetch()])}
          disabled={refreshing}
        >
          {refreshing ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {t('refresh')}
        </Button>
      </div>
      <SearchBox id="videos-search" label={t('search')} onSearch={setSearch} />
      {videos.isPending ? (
        <ul className={GRID} aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="grid gap-2 rounded-lg border p-3">
              <Skeleton className="aspect-video w-full" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-3 w-1/3" />
            </li>
          ))}
        </ul>
      ) : !items ? (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(t, videos.error)}
          onRetry={() => void videos.refetch()}
          retrying={videos.isFetching}
        />
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
          <Film aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{search ? t('empty.noMatch') : t('empty.title')}</p>
          {!search && <p className="text-sm text-muted-foreground">{t('empty.text')}</p>}
          <Button asChild>
            <Link to={paths.generateVideo}>
              <Film aria-hidden="true" />
              {t('empty.action')}
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className={GRID} aria-label={t('listLabel')}>
            {items.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} extras={extras} />
              </li>
            ))}
          </ul>
          {videos.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void videos.fetchNextPage()}
              disabled={videos.isFetchingNextPage}
            >
              {videos.isFetchingNextPage && <Spinner />}
              {t('loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
