import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { SavedImage } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSavedImages } from '@/lib/api/images';
import { errorMessage } from '@/lib/errors';
import { MediaTile, TILE_GRID } from './media-tile';
import { LoadMore } from './load-more';

interface ArchivePanelProps {
  chosenId: string | null;
  onPick: (image: SavedImage & { url: string }) => void;
}

/** The user's images archive, searched by prompt, a page at a time. */
export function ArchivePanel({ chosenId, onPick }: ArchivePanelProps) {
  const { t } = useTranslation('video-studio');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const list = useSavedImages(search);
  // An image whose file is gone cannot be shown in a video.
  const images = (list.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (image): image is SavedImage & { url: string } => image.url !== null,
  );
  return (
    <div className="grid gap-3">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
        }}
      >
        <Input
          type="search"
          value={typed}
          aria-label={t('media.archive.search')}
          placeholder={t('media.archive.search')}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary" className="h-10">
          <Search aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('media.search')}</span>
        </Button>
      </form>
      {list.isPending ? (
        <div className={TILE_GRID}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-square w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <p className="text-sm text-destructive">{errorMessage(t, list.error)}</p>
      ) : images.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {search ? t('media.archive.noMatch') : t('media.archive.empty')}
        </p>
      ) : (
        <ul className={TILE_GRID} data-testid="archive-images">
          {images.map((image) => (
            <MediaTile
              key={image.id}
              src={image.url}
              label={t('media.useItem', { name: image.prompt })}
              chosen={image.id === chosenId}
              onPick={() => onPick(image)}
            />
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </div>
  );
}
