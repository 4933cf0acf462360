import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Clapperboard } from 'lucide-react';
import { LoadError } from '@/components/feedback/load-error';
import { SearchBox } from '@/components/form/search-box';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSavedVideoScripts } from '@/lib/api/video-scripts';
import { errorMessage } from '@/lib/errors';
import { VideoScriptCard } from './video-script-card';

/** The video scripts archive: cards newest first, searched by idea or title, one open at a time. */
export function VideoScriptsArchive() {
  const { t } = useTranslation('video-scripts-archive');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const scripts = useSavedVideoScripts(search);
  const items = scripts.data?.pages.flatMap((page) => page.items);

  return (
    <div
      data-testid="video-scripts-archive"
      aria-busy={scripts.isPending || undefined}
      className="grid gap-3"
    >
      <SearchBox id="scripts-search" label={t('search')} onSearch={setSearch} />
      {scripts.isPending ? (
        <ul className="grid gap-3" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="grid gap-2 rounded-lg border p-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
            </li>
          ))}
        </ul>
      ) : !items ? (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(t, scripts.error)}
          onRetry={() => void scripts.refetch()}
          retrying={scripts.isFetching}
        />
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
          <Clapperboard aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{search ? t('empty.noMatch') : t('empty.title')}</p>
          <Button asChild>
            <Link to={paths.generateVideoScript}>{t('empty.action')}</Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className="grid gap-3" aria-label={t('listLabel')}>
            {items.map((script) => (
              <li key={script.id}>
                <VideoScriptCard
                  script={script}
                  expanded={openId === script.id}
                  onToggle={() => setOpenId((open) => (open === script.id ? null : script.id))}
                />
              </li>
            ))}
          </ul>
          {scripts.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void scripts.fetchNextPage()}
              disabled={scripts.isFetchingNextPage}
            >
              {scripts.isFetchingNextPage && <Spinner />}
              {t('loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
