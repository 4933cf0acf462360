import { useTranslation } from 'react-i18next';
import { VOICE_OVER_CHARS_PER_CREDIT, VOICE_OVER_TEXT_MAX_LENGTH, voiceOverCost } from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { VoiceOverStudio } from '../hooks/use-voice-over-studio';
import { hasSpeakableText } from '../model/voice-over-draft';
import { SourcePicker } from './source-picker';

/** Step 1: the text (up to 5,000 characters, counted), typed or taken from a saved script or article. */
export function TextStep({ studio }: { studio: VoiceOverStudio }) {
  const { t, i18n } = useTranslation('voice-over-studio');
  const { draft, update, showErrors } = studio;
  const format = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage).format(n);
  const error = showErrors && !hasSpeakableText(draft.text) ? t('text.required') : undefined;
  const length = draft.text.trim().length;
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        studio.forward();
      }}
    >
      <FormField
        id="voice-over-text"
        label={t('text.label')}
        error={error}
        hint={t('text.hint', { per: format(VOICE_OVER_CHARS_PER_CREDIT) })}
        labelAside={
          <span
            className="text-xs text-muted-foreground tabular-nums"
            data-testid="text-counter"
            aria-live="polite"
          >
            {t('text.counter', {
              count: length,
              used: format(length),
              max: format(VOICE_OVER_TEXT_MAX_LENGTH),
            })}
          </span>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            rows={8}
            value={draft.text}
            maxLength={VOICE_OVER_TEXT_MAX_LENGTH}
            placeholder={t('text.placeholder')}
            onChange={(event) => update({ text: event.target.value })}
          />
        )}
      </FormField>
      {length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="text-cost">
          {t('text.cost', { count: voiceOverCost(draft.text) })}
        </p>
      )}
      <SourcePicker
        onPick={(text, title) => update({ text: text.slice(0, VOICE_OVER_TEXT_MAX_LENGTH), title })}
      />
    </form>
  );
}
