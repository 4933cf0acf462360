import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Images } from 'lucide-react';
import { LoadError } from '@/components/feedback/load-error';
import { SearchBox } from '@/components/form/search-box';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSavedImages } from '@/lib/api/images';
import { errorMessage } from '@/lib/errors';
import { SavedImageCard } from './saved-image-card';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The images archive: a grid newest first, searched by prompt, a page at a time. */
export function ImagesArchive() {
  const { t } = useTranslation('images-archive');
  const [search, setSearch] = useState('');
  const images = useSavedImages(search);
  const items = images.data?.pages.flatMap((page) => page.items);

  return (
    <div data-testid="images-archive" aria-busy={images.isPending || undefined} className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('kept')}</p>
      <SearchBox id="images-search" label={t('search')} onSearch={setSearch} />
      {images.isPending ? (
        <ul className={GRID} aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="grid gap-2 rounded-lg border p-3">
              <Skeleton className="aspect-square w-full" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-3 w-1/3" />
            </li>
          ))}
        </ul>
      ) : !items ? (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(t, images.error)}
          onRetry={() => void images.refetch()}
          retrying={images.isFetching}
        />
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
          <Images aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{search ? t('empty.noMatch') : t('empty.title')}</p>
          <Button asChild>
            <Link to={paths.generateImage}>
              <ImagePlus aria-hidden="true" />
              {t('empty.action')}
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className={GRID} aria-label={t('listLabel')}>
            {items.map((image) => (
              <li key={image.id}>
                <SavedImageCard image={image} />
              </li>
            ))}
          </ul>
          {images.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void images.fetchNextPage()}
              disabled={images.isFetchingNextPage}
            >
              {images.isFetchingNextPage && <Spinner />}
              {t('loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
