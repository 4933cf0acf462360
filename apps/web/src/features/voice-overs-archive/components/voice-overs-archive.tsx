import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AudioLines, Mic } from 'lucide-react';
import { LoadError } from '@/components/feedback/load-error';
import { SearchBox } from '@/components/form/search-box';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSavedVoiceOvers } from '@/lib/api/voice-overs';
import { errorMessage } from '@/lib/errors';
import { VoiceOverCard } from './voice-over-card';

const GRID = 'grid gap-4 md:grid-cols-2';

/** The audio archive: voice-overs newest first, searched by title and text, a page at a time. */
export function VoiceOversArchive() {
  const { t } = useTranslation('voice-overs-archive');
  const [search, setSearch] = useState('');
  const list = useSavedVoiceOvers(search);
  const items = list.data?.pages.flatMap((page) => page.items);

  return (
    <div data-testid="voice-overs-archive" aria-busy={list.isPending || undefined} className="grid gap-3">
      <SearchBox id="voice-overs-search" label={t('search')} onSearch={setSearch} />
      {list.isPending ? (
        <ul className={GRID} aria-label={t('loading')}>
          {[0, 1].map((i) => (
            <li key={i} className="grid gap-2 rounded-lg border p-3">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-3 w-1/3" />
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
          <AudioLines aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{search ? t('empty.noMatch') : t('empty.title')}</p>
          <Button asChild>
            <Link to={paths.generateAudio}>
              <Mic aria-hidden="true" />
              {t('empty.action')}
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className={GRID} aria-label={t('listLabel')}>
            {items.map((voiceOver) => (
              <li key={voiceOver.id}>
                <VoiceOverCard voiceOver={voiceOver} />
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
