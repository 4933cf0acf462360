import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Film, RefreshCw } from 'lucide-react';
import { ArchiveList } from '@/components/archive/archive-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useVideoCount, useVideos } from '@/lib/api/videos';
import { useVideoExtras, type VideoExtras } from '@/lib/video-extras';
import { VideoCard } from './video-card';

/**
 * The Video Library: a count badge and refresh, then the videos newest first, a page at a time.
 * `extras`: what a finished video's card adds (publishing); by default what app/ provides.
 */
export function VideosArchive({ extras: given }: { extras?: VideoExtras } = {}) {
  const provided = useVideoExtras();
  const extras = given ?? provided;
  const { t, i18n } = useTranslation('videos-archive');
  const [search, setSearch] = useState('');
  const videos = useVideos(search);
  const count = useVideoCount();
  const refreshing = videos.isRefetching || count.isRefetching;
  const header = (
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
  );
  return (
    <ArchiveList
      testId="videos-archive"
      list={videos}
      search={search}
      onSearch={setSearch}
      searchId="videos-search"
      t={t}
      gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      skeleton={{ bars: ['aspect-video w-full', 'h-4 w-4/5', 'h-3 w-1/3'], count: 3 }}
      empty={{ icon: Film, to: paths.generateVideo, actionIcon: Film, emptyText: true }}
      header={header}
      renderItem={(video) => <VideoCard video={video} extras={extras} />}
    />
  );
}
