import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, ExternalLink, ImageOff } from 'lucide-react';
import type { SavedImage } from '@forja/contracts';
import { ItemActions } from '@/components/archive/item-actions';
import { DeleteButton } from '@/components/feedback/delete-button';
import { DemoGeneratorNotice } from '@/components/feedback/demo-generator-notice';
import { Button } from '@/components/ui/button';
import { useDeleteImage } from '@/lib/api/images';

/** One saved image: the image (or "image unavailable"), its prompt on two lines, the date, open, download, delete. */
export function SavedImageCard({ image }: { image: SavedImage }) {
  const { t, i18n } = useTranslation('images-archive');
  const [broken, setBroken] = useState(false);
  const remove = useDeleteImage();
  const created = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(
    new Date(image.createdAt),
  );
  return (
    <article className="grid gap-2 rounded-lg border bg-card p-3" data-testid="saved-image">
      {image.url && !broken ? (
        <img
          src={image.url}
          alt={image.prompt}
          loading="lazy"
          onError={() => setBroken(true)}
          className="aspect-square w-full rounded-md bg-muted object-cover"
        />
      ) : (
        <div className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-md bg-muted text-sm text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-6" />
          {t('unavailable')}
        </div>
      )}
      <p className="line-clamp-2 text-sm break-words" title={image.prompt}>
        {image.prompt}
      </p>
      <time dateTime={image.createdAt} className="text-xs text-muted-foreground">
        {created}
      </time>
      <DemoGeneratorNotice demo={image.demo} />
      <div className="flex flex-wrap gap-1">
        {image.url && (
          <>
            <Button size="sm" variant="ghost" asChild>
              <a href={image.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {t('open')}
              </a>
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <a href={image.url} download>
                <Download aria-hidden="true" />
                {t('download')}
              </a>
            </Button>
          </>
        )}
        <ItemActions studio="image" itemId={image.id} />
        <DeleteButton namespace="images-archive" onDelete={() => remove.mutateAsync(image.id)} />
      </div>
    </article>
  );
}
