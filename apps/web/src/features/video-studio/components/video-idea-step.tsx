import { useTranslation } from 'react-i18next';
import { IDEA_MAX_LENGTH, isIdeaLongEnough } from '@forja/contracts';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { FormField } from '@/components/form/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { generationFailureMessage } from '@/lib/errors';
import { fromStoredError } from '@/lib/wizard/stored-error';
import type { VideoStudio } from '../hooks/use-video-studio';

/**
 * Step 1: the idea, more than 10 characters after trimming (a shorter one gets a red border and
 * the message). Continue asks for title ideas; skeleton lines stand in for them meanwhile.
 */
export function VideoIdeaStep({ studio }: { studio: VideoStudio }) {
  const { t } = useTranslation('video-studio');
  const { draft, update, loadingTitles } = studio;
  const tooShort = (draft.idea.trim() !== '' || studio.showErrors) && !isIdeaLongEnough(draft.idea);
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        studio.forward();
      }}
    >
      <FormField
        id="video-idea"
        label={t('idea.label')}
        error={tooShort ? t('idea.tooShort') : undefined}
        hint={t('idea.hint')}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            value={draft.idea}
            maxLength={IDEA_MAX_LENGTH}
            placeholder={t('idea.placeholder')}
            disabled={loadingTitles}
            onChange={(event) => update({ idea: event.target.value })}
            className="min-h-32 resize-y"
          />
        )}
      </FormField>
      {loadingTitles && (
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
      {draft.error && !loadingTitles && (
        <ErrorAlert
          title={t('idea.failedTitle')}
          message={generationFailureMessage(t, fromStoredError(draft.error), 'video-studio:idea.failed')}
        />
      )}
    </form>
  );
}
