import { useTranslation } from 'react-i18next';
import type { MediaItem } from '@forja/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useMediaList } from '../../hooks/media-queries';
import { MediaTile, TILE_GRID } from './media-tile';
import { LoadMore } from './load-more';

interface MediaLibraryPanelProps {
  chosenId: string | null;
  onPick: (item: MediaItem) => void;
}

/** The user's earlier uploads and stock picks, newest first, to use again. */
export function MediaLibraryPanel({ chosenId, onPick }: MediaLibraryPanelProps) {
  const { t } = useTranslation('video-studio');
  const list = useMediaList();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="grid gap-2" aria-labelledby="scene-media-earlier">
      <h3 id="scene-media-earlier" className="text-sm font-medium">
        {t('media.library.title')}
      </h3>
      {list.isPending ? (
        <div className={TILE_GRID}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-square w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <p className="text-sm text-destructive">{errorMessage(t, list.error)}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('media.library.empty')}</p>
      ) : (
        <ul className={TILE_GRID} data-testid="media-library">
          {items.map((item) => (
            <MediaTile
              key={item.id}
              src={item.posterUrl}
              label={t('media.useItem', { name: item.name })}
              clip={item.type === 'video'}
              durationSeconds={item.durationSeconds}
              chosen={item.id === chosenId}
              onPick={() => onPick(item)}
              caption={item.name}
            />
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </section>
  );
}
