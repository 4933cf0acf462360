import { useTranslation } from 'react-i18next';
import { Clock, RotateCcw } from 'lucide-react';
import { DemoGeneratorNotice } from '@/components/feedback/demo-generator-notice';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { ImageStudio } from '../hooks/use-image-studio';
import { GalleryImage } from './gallery-image';

/** Step 4: the gallery; unsaved images are deleted after an hour, and it says so. */
export function ImageResultStep({ studio }: { studio: ImageStudio }) {
  const { t } = useTranslation('image-studio');
  const { draft, generation } = studio;
  const images = generation.output?.images;
  return (
    <div className="grid gap-4">
      <p
        className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm"
        data-testid="unsaved-note"
      >
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('result.unsavedNote')}
      </p>
      {images ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('result.galleryLabel')}>
          {images.map((image, index) => (
            <li key={image.fileId}>
              <GalleryImage
                image={image}
                index={index}
                prompt={draft.prompt}
                generationId={draft.generationId!}
                savedId={draft.saved[image.fileId] ?? null}
                onSaved={(savedId) => studio.markSaved(image.fileId, savedId)}
                onMoreLike={() => studio.moreLike(image.revisedPrompt ?? draft.prompt)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton className="aspect-square w-full max-w-md" aria-busy="true" />
      )}
      <DemoGeneratorNotice demo={generation.record?.demo} />
      <Button type="button" variant="outline" className="justify-self-start" onClick={studio.forward}>
        <RotateCcw aria-hidden="true" />
        {t('result.another')}
      </Button>
    </div>
  );
}
