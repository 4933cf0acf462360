import { useTranslation } from 'react-i18next';
import { CircleCheck, Sparkles } from 'lucide-react';
import { generationCost } from '@forja/contracts';
import { GenerateStep as SharedGenerateStep } from '@/components/wizard/generate-step';
import { GenerationError } from '@/components/wizard/generation-error';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { fromStoredError } from '@/lib/wizard/stored-error';
import type { ArticleGeneration } from '../actions/article';
import { GENERATION_LOST } from '../actions/recover';
import { articleInput, type ArticleDraft } from '../model/article-draft';

interface GenerateStepProps {
  draft: ArticleDraft;
  generation: ArticleGeneration;
  onRetry: () => void;
  onGenerateAgain: () => void;
  onCancel: () => Promise<void>;
}

/**
 * Step 4: the article is a queued generation. While it runs: its stage and percent (or timed
 * progress) and Cancel; then the error (translated, with Retry, nothing charged) or success.
 */
export function GenerateStep({ draft, generation, onRetry, onGenerateAgain, onCancel }: GenerateStepProps) {
  const { t } = useTranslation('article-wizard');
  const { status, error } = draft.article;
  const cost = generationCost('article', articleInput(draft));
  // Without an article and without an error, the article is on its way (or being restored).
  const running =
    status === 'running' ||
    draft.pendingGenerationId !== null ||
    (status !== 'failed' && draft.generatedContent.trim() === '');

  if (running) {
    const lastError = draft.article.error;
    const canCancel = draft.pendingGenerationId !== null && generation.status !== 'starting';
    return (
      <SharedGenerateStep
        generation={{ ...generation, cancel: onCancel }}
        namespace="article-wizard"
        failed={false}
        onRetry={onRetry}
        startedAt={draft.article.startedAt}
        lastErrorText={lastError ? `${lastError.code} ${lastError.message}` : null}
        cancel={canCancel ? 'confirm' : undefined}
      />
    );
  }

  if (status === 'failed' && error) {
    return (
      <div className="grid gap-4">
        <Progress value={0} aria-label={t('generate.progressLabel')} />
        <GenerationError
          title={t('generate.failedTitle')}
          error={fromStoredError(error)}
          fallbackKey={
            error.code === GENERATION_LOST
              ? 'article-wizard:generate.interrupted'
              : 'article-wizard:generate.failed'
          }
          retryLabel={t('generate.retry', { cost })}
          onRetry={onRetry}
        />
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
        {t('generate.again', { cost })}
      </Button>
    </div>
  );
}
