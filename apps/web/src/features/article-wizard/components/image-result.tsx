import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, ExternalLink, RefreshCw } from 'lucide-react';
import { DemoGeneratorNotice } from '@/components/feedback/demo-generator-notice';
import { Button } from '@/components/ui/button';
import { useGenerationDemo } from '@/lib/api/generations';
import { Spinner } from '@/components/ui/spinner';
import type { SaverState } from '../actions/save';
import type { ArticleDraft } from '../model/article-draft';

interface ImageResultProps {
  draft: ArticleDraft;
  saverState: SaverState;
  saveFailed: boolean;
  onRegenerate: () => void;
  onRetryAttach: () => void;
}

/** The generated image with its prompt, open (new tab) and regenerate, and whether it is on the saved article. */
export function ImageResult({
  draft,
  saverState,
  saveFailed,
  onRegenerate,
  onRetryAttach,
}: ImageResultProps) {
  const { t } = useTranslation('article-wizard');
  const url = draft.generatedImageUrl ?? '';
  const attached = draft.savedArticleId !== null && draft.savedImageFileId === draft.imageFileId;
  const demo = useGenerationDemo(draft.imageGenerationId);
  return (
    <div className="grid gap-4">
      <img
        src={url}
        alt={t('image.alt', { title: draft.title })}
        className="max-h-[28rem] w-auto max-w-full justify-self-center rounded-lg border object-contain"
        data-testid="generated-image"
      />
      <div className="grid gap-1">
        <h3 className="text-sm font-medium">{t('image.prompt')}</h3>
        <p className="text-sm break-words text-muted-foreground">{draft.generatedImagePrompt}</p>
      </div>
      <DemoGeneratorNotice demo={demo} />
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {t('image.open')}
          </a>
        </Button>
        <Button type="button" variant="outline" onClick={onRegenerate}>
          <RefreshCw aria-hidden="true" />
          {t('image.regenerate')}
        </Button>
      </div>
      <div role="status" className="text-sm" data-testid="image-attach-status">
        {saverState !== 'idle' ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner />
            {t('image.attaching')}
          </p>
        ) : attached ? (
          <p className="flex items-center gap-2 text-success">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('image.attached')}
          </p>
        ) : saveFailed ? (
          <div className="flex flex-wrap items-center gap-2 text-destructive">
            <CircleAlert aria-hidden="true" className="size-4" />
            {t('image.attachFailed')}
            <Button type="button" variant="outline" size="sm" onClick={onRetryAttach}>
              {t('image.attachRetry')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
