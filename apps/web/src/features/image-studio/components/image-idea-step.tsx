import { useTranslation } from 'react-i18next';
import { IMAGE_PROMPT_MAX_LENGTH, SUGGESTED_PROMPT_MAX_LENGTH } from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { ImageStudio } from '../hooks/use-image-studio';

/** Step 1: what the image shows (required) and what it must not (optional). */
export function ImageIdeaStep({ studio }: { studio: ImageStudio }) {
  const { t } = useTranslation('image-studio');
  const { draft, update, showErrors } = studio;
  const error = showErrors && draft.prompt.trim() === '' ? t('idea.promptRequired') : undefined;
  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        studio.forward();
      }}
    >
      <FormField id="image-prompt" label={t('idea.promptLabel')} error={error} hint={t('idea.promptHint')}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={draft.prompt}
            maxLength={IMAGE_PROMPT_MAX_LENGTH}
            placeholder={t('idea.promptPlaceholder')}
            onChange={(event) => update({ prompt: event.target.value })}
          />
        )}
      </FormField>
      <FormField id="image-negative-prompt" label={t('idea.negativeLabel')} hint={t('idea.negativeHint')}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={draft.negativePrompt}
            maxLength={SUGGESTED_PROMPT_MAX_LENGTH}
            placeholder={t('idea.negativePlaceholder')}
            onChange={(event) => update({ negativePrompt: event.target.value })}
          />
        )}
      </FormField>
    </form>
  );
}
