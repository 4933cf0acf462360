import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, RotateCcw, SlidersHorizontal } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import type { SaverState } from '../actions/save';
import { useElapsedSeconds } from '@/lib/wizard/use-elapsed-seconds';
import type { ArticleDraft } from '../model/article-draft';
import { fromStoredError } from '@/lib/wizard/stored-error';
import { ImageForm } from './image-form';
import { ImageResult } from './image-result';

interface ImageStepProps {
  draft: ArticleDraft;
  onChange: (patch: Partial<ArticleDraft>) => void;
  onSuggest: (force: boolean) => void;
  onGenerate: () => void;
  onRegenerate: () => void;
  saverState: SaverState;
  saveFailed: boolean;
  onRetryAttach: () => void;
}

/**
 * Step 6: the options form while there is no image, then a loading state, then the result
 * (prompt, open, regenerate). On error an alert replaces the view.
 */
export function ImageStep(props: ImageStepProps) {
  const { draft, onChange, onSuggest, onGenerate, onRegenerate } = props;
  const { t } = useTranslation('article-wizard');
  const [showErrors, setShowErrors] = useState(false);
  const { status, startedAt, error } = draft.image;
  const seconds = useElapsedSeconds(status === 'running' ? startedAt : null);

  // A prompt is suggested from the article the first time the step opens.
  useEffect(() => {
    onSuggest(false);
  }, [onSuggest]);

  if (status === 'running') {
    return (
      <div className="grid gap-4" aria-busy="true">
        <p role="status" className="flex items-center gap-2 font-medium">
          <Spinner />
          {t('image.generating')}
        </p>
        <Skeleton className="aspect-square w-full max-w-sm justify-self-center" />
        <p className="text-center text-sm text-muted-foreground tabular-nums">
          {t('image.generatingHint')} · {t('wizard:progress.elapsed', { seconds })}
        </p>
      </div>
    );
  }

  if (status === 'failed' && error) {
    return (
      <div className="grid gap-4">
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{t('image.errorTitle')}</AlertTitle>
          <AlertDescription>
            <p>
              {errorMessage(
                t,
                fromStoredError(error),
                error.code === 'INTERRUPTED'
                  ? 'article-wizard:image.interrupted'
                  : 'article-wizard:image.failed',
              )}
            </p>
          </AlertDescription>
        </Alert>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={onGenerate}>
            <RotateCcw aria-hidden="true" />
            {t('image.retry')}
          </Button>
          <Button type="button" variant="outline" onClick={onRegenerate}>
            <SlidersHorizontal aria-hidden="true" />
            {t('image.backToForm')}
          </Button>
        </div>
      </div>
    );
  }

  if (!draft.showImageForm && draft.generatedImageUrl) {
    return (
      <ImageResult
        draft={draft}
        saverState={props.saverState}
        saveFailed={props.saveFailed}
        onRegenerate={onRegenerate}
        onRetryAttach={props.onRetryAttach}
      />
    );
  }

  return (
    <ImageForm
      draft={draft}
      onChange={onChange}
      onSuggest={() => onSuggest(true)}
      showErrors={showErrors}
      onGenerate={() => {
        setShowErrors(true);
        if (draft.imagePrompt.trim()) onGenerate();
      }}
    />
  );
}
