import { useTranslation } from 'react-i18next';
import { IDEA_MAX_LENGTH, IDEA_MIN_LENGTH, isIdeaLongEnough } from '@forja/contracts';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { FormField } from '@/components/form/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { generationFailureMessage, validationMessage } from '@/lib/errors';
import type { ArticleDraft } from '../model/article-draft';
import { fromStoredError } from '@/lib/wizard/stored-error';

interface IdeaStepProps {
  draft: ArticleDraft;
  onIdeaChange: (idea: string) => void;
  /** Set after a Continue with a too-short idea, so the message shows even before typing. */
  showErrors: boolean;
}

/**
 * Step 1: the idea. More than 10 characters after trimming; a non-empty shorter idea gets a
 * red border and the message. While the title ideas are fetched, skeleton lines stand in
 * for them with 'processing idea'.
 */
export function IdeaStep({ draft, onIdeaChange, showErrors }: IdeaStepProps) {
  const { t } = useTranslation('article-wizard');
  const loading = draft.titles.status === 'running';
  const tooShort = draft.idea.trim() !== '' && !isIdeaLongEnough(draft.idea);
  const error =
    tooShort || (showErrors && !isIdeaLongEnough(draft.idea))
      ? validationMessage(t, 'idea_min_length')
      : undefined;

  return (
    <div className="grid gap-4">
      <FormField
        id="article-idea"
        label={t('idea.label')}
        error={error}
        hint={t('idea.hint', { min: IDEA_MIN_LENGTH })}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            value={draft.idea}
            maxLength={IDEA_MAX_LENGTH}
            placeholder={t('idea.placeholder')}
            disabled={loading}
            onChange={(event) => onIdeaChange(event.target.value)}
            className="min-h-32 resize-y"
          />
        )}
      </FormField>
      {loading && (
        <div className="grid gap-3" data-testid="processing-idea">
          <p role="status" className="flex items-center gap-2 text-sm font-medium">
            <Spinner />
            {t('idea.processing')}
          </p>
          <div className="grid gap-2" aria-hidden="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-11/12" />
            <Skeleton className="h-10 w-4/5" />
          </div>
        </div>
      )}
      {draft.titles.status === 'failed' && draft.titles.error && (
        <ErrorAlert
          title={t('idea.failedTitle')}
          message={generationFailureMessage(
            t,
            fromStoredError(draft.titles.error),
            'article-wizard:idea.failed',
          )}
        />
      )}
    </div>
  );
}
