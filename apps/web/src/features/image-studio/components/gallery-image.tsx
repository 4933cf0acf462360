import { useTranslation } from 'react-i18next';
import { Check, Download, ExternalLink, Save, Sparkles } from 'lucide-react';
import type { GeneratedImage } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSaveImage } from '@/lib/api/images';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';

interface GalleryImageProps {
  image: GeneratedImage;
  index: number;
  prompt: string;
  generationId: string;
  /** The archive id once saved. */
  savedId: string | null;
  onSaved: (savedId: string) => void;
  onMoreLike: () => void;
}

/** One generated image: open full size, download, save to the archive (unsaved, saving, saved), more like this. */
export function GalleryImage({
  image,
  index,
  prompt,
  generationId,
  savedId,
  onSaved,
  onMoreLike,
}: GalleryImageProps) {
  const { t } = useTranslation('image-studio');
  const save = useSaveImage();
  const onSave = () =>
    save.mutate(
      { generationId, fileId: image.fileId },
      {
        onSuccess: (saved) => {
          onSaved(saved.id);
          toast.success(t('result.saved'));
        },
        onError: (error) => toast.error(t('result.saveFailed'), { description: errorMessage(t, error) }),
      },
    );
  const alt = t('result.alt', { number: index + 1, prompt });
  return (
    <figure className="grid gap-2 rounded-lg border bg-card p-2" data-testid="gallery-image">
      <a
        href={image.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('result.open', { number: index + 1 })}
      >
        <img src={image.url} alt={alt} className="aspect-square w-full rounded-md bg-muted object-contain" />
      </a>
      <figcaption className="flex flex-wrap gap-2">
        {savedId ? (
          <Button type="button" size="sm" variant="secondary" disabled data-testid="image-saved">
            <Check aria-hidden="true" />
            {t('result.savedLabel')}
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            onClick={onSave}
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
          >
            {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
            {save.isPending ? t('result.saving') : t('result.save')}
          </Button>
        )}
        <Button type="button" size="sm" variant="outline" asChild>
          <a href={image.url} download>
            <Download aria-hidden="true" />
            {t('result.download')}
          </a>
        </Button>
        <Button type="button" size="sm" variant="ghost" asChild>
          <a href={image.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {t('result.openShort')}
          </a>
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onMoreLike}>
          <Sparkles aria-hidden="true" />
          {t('result.moreLike')}
        </Button>
      </figcaption>
    </figure>
  );
}
