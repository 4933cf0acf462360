import { useTranslation } from 'react-i18next';
import { Sparkles, WandSparkles } from 'lucide-react';
import {
  generationCost,
  IMAGE_MOODS,
  IMAGE_PROMPT_MAX_LENGTH,
  IMAGE_RESOLUTIONS,
  IMAGE_STYLES,
} from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { CreditNote } from '@/components/wizard/credit-note';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import type { ArticleDraft } from '../model/article-draft';
import { fromStoredError } from '@/lib/wizard/stored-error';
import { OptionSelect } from '@/components/form/option-select';

type ImageOptions = Pick<ArticleDraft, 'imagePrompt' | 'imageResolution' | 'imageStyle' | 'imageMood'>;

interface ImageFormProps {
  draft: ArticleDraft;
  onChange: (patch: Partial<ImageOptions>) => void;
  onSuggest: () => void;
  onGenerate: () => void;
  showErrors: boolean;
}

/** The image step's form: a prompt suggested from the article (editable), resolution, style, mood, cost, generate. */
export function ImageForm({ draft, onChange, onSuggest, onGenerate, showErrors }: ImageFormProps) {
  const { t } = useTranslation('article-wizard');
  const suggesting = draft.promptSuggestion.status === 'running';
  const suggestError = draft.promptSuggestion.status === 'failed' ? draft.promptSuggestion.error : null;
  const cost = generationCost('image', {
    prompt: draft.imagePrompt,
    resolution: draft.imageResolution,
    style: draft.imageStyle,
    mood: draft.imageMood,
  });
  const promptError = showErrors && draft.imagePrompt.trim() === '' ? t('image.promptRequired') : undefined;

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
    >
      <FormField
        id="image-prompt"
        label={t('image.promptLabel')}
        error={promptError}
        hint={
          suggestError
            ? errorMessage(t, fromStoredError(suggestError), 'article-wizard:image.suggestFailed')
            : t('image.promptHint')
        }
        labelAside={
          <Button type="button" variant="ghost" size="sm" onClick={onSuggest} disabled={suggesting}>
            {suggesting ? <Spinner /> : <WandSparkles aria-hidden="true" />}
            {t('image.suggest')}
          </Button>
        }
      >
        {(control) =>
          suggesting ? (
            <div className="grid gap-2" role="status" aria-label={t('image.suggesting')}>
              <p className="text-sm text-muted-foreground">{t('image.suggesting')}</p>
              <Skeleton className="h-24 w-full" />
            </div>
          ) : (
            <Textarea
              {...control}
              rows={4}
              value={draft.imagePrompt}
              maxLength={IMAGE_PROMPT_MAX_LENGTH}
              placeholder={t('image.promptPlaceholder')}
              onChange={(event) => onChange({ imagePrompt: event.target.value })}
            />
          )
        }
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <OptionSelect
          id="image-resolution"
          label={t('image.resolution')}
          value={draft.imageResolution}
          options={IMAGE_RESOLUTIONS}
          optionLabel={(v) => t(`image.resolutions.${v}`)}
          onChange={(imageResolution) => onChange({ imageResolution })}
        />
        <OptionSelect
          id="image-style"
          label={t('image.style')}
          value={draft.imageStyle}
          options={IMAGE_STYLES}
          optionLabel={(v) => t(`image.styles.${v}`)}
          onChange={(imageStyle) => onChange({ imageStyle })}
        />
        <OptionSelect
          id="image-mood"
          label={t('image.mood')}
          value={draft.imageMood}
          options={IMAGE_MOODS}
          optionLabel={(v) => t(`image.moods.${v}`)}
          onChange={(imageMood) => onChange({ imageMood })}
        />
      </div>
      <CreditNote cost={cost} text={t('credits.imageCost', { cost })} />
      <Button type="submit" className="justify-self-start" disabled={suggesting}>
        <Sparkles aria-hidden="true" />
        {t('image.generate')}
      </Button>
    </form>
  );
}
