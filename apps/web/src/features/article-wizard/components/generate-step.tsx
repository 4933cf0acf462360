import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, RotateCcw, Sparkles } from 'lucide-react';
import { ARTICLE_COST } from '@forja/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { errorMessage } from '@/lib/errors';
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds';
import type { ArticleDraft } from '../model/article-draft';
import { displayedProgress, elapsedMessage, veryLongHint } from '../model/fake-progress';
import { fromStoredError } from '../model/stored-error';

interface GenerateStepProps {
  draft: ArticleDraft;
  /** The message of the last failure, for the 'very long' hint (webhook or URL mentioned or not). */
  lastErrorText: string | null;
  onRetry: () => void;
  onGenerateAgain: () => void;
}

/** Step 4: the progress view while the article is written, then the error view (with retry) or the success view. */
export function GenerateStep({ draft, lastErrorText, onRetry, onGenerateAgain }: GenerateStepProps) {
  const { t } = useTranslation('article-wizard');
  const { status, startedAt, error } = draft.article;
  const seconds = useElapsedSeconds(status === 'running' ? startedAt : null);
  const progress = displayedProgress(status, seconds);

  if (status === 'failed' && error) {
    return (
      <div className="grid gap-4">
        <Progress value={0} aria-label={t('generate.progressLabel')} />
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{t('generate.failedTitle')}</AlertTitle>
          <AlertDescription>
            <p>
              {errorMessage(
                t,
                fromStoredError(error),
                error.code === 'INTERRUPTED'
                  ? 'article-wizard:generate.interrupted'
                  : 'article-wizard:generate.failed',
              )}
            </p>
          </AlertDescription>
        </Alert>
        <Button type="button" variant="outline" className="justify-self-start" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {t('generate.retry', { cost: ARTICLE_COST })}
        </Button>
      </div>
    );
  }

  if (status === 'running' || draft.generatedContent.trim() === '') {
    const message = elapsedMessage(seconds);
    return (
      <div className="grid gap-4" aria-busy="true">
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="text-lg font-semibold">{t('generate.running')}</h3>
          <span className="text-sm text-muted-foreground tabular-nums">
            {t('generate.elapsed', { seconds })}
          </span>
        </div>
        <div className="grid gap-2">
          <Progress
            value={progress}
            aria-label={t('generate.progressLabel')}
            aria-valuetext={`${progress}%`}
          />
          <p className="text-right text-sm font-medium tabular-nums" aria-hidden="true">
            {progress}%
          </p>
        </div>
        <div role="status" className="grid gap-1 text-sm">
          <p>{t(`generate.messages.${message}`)}</p>
          {message === 'veryLong' && (
            <p className="text-muted-foreground">{t(`generate.hints.${veryLongHint(lastErrorText)}`)}</p>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <Progress value={100} aria-label={t('generate.progressLabel')} />
      <Alert variant="success">
        <CircleCheck aria-hidden="true" />
        <AlertTitle>{t('generate.successTitle')}</AlertTitle>
        <AlertDescription>
          <p className="font-medium break-words">{draft.title}</p>
          <p>{t('generate.successText')}</p>
        </AlertDescription>
      </Alert>
      <Button type="button" variant="ghost" className="justify-self-start" onClick={onGenerateAgain}>
        <Sparkles aria-hidden="true" />
        {t('generate.again', { cost: ARTICLE_COST })}
      </Button>
    </div>
  );
}
