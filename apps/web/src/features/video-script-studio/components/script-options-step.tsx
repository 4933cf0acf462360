import { useTranslation } from 'react-i18next';
import {
  generationCost,
  IDEA_MAX_LENGTH,
  VIDEO_SCRIPT_LENGTHS,
  VIDEO_SCRIPT_TONES,
  VIDEO_SCRIPT_TYPES,
} from '@forja/contracts';
import { BrandKitPicker } from '@/components/brand-kit/brand-kit-picker';
import { FormField } from '@/components/form/form-field';
import { OptionSelect } from '@/components/form/option-select';
import { CreditNote } from '@/components/wizard/credit-note';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ScriptStudio } from '../hooks/use-script-studio';
import { brandKitPatch, isReferenceUrlValid, scriptInput, type ScriptOptions } from '../model/script-draft';

/**
 * Step 2: the brand kit (fills tone and audience, and sends its brief), type, audience, length,
 * tone, a YouTube reference, visual theme and key messages.
 */
export function ScriptOptionsStep({ studio }: { studio: ScriptStudio }) {
  const { t } = useTranslation('video-script-studio');
  const { draft, showErrors } = studio;
  const options = draft.options;
  const set = (patch: Partial<ScriptOptions>) => studio.update({ options: { ...options, ...patch } });
  const urlError =
    showErrors && !isReferenceUrlValid(options.referenceUrl) ? t('options.urlInvalid') : undefined;
  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        studio.forward();
      }}
    >
      <BrandKitPicker
        id="script-brand-kit"
        value={draft.brandKitId}
        onApply={(kit) => studio.update(brandKitPatch(draft, kit))}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <OptionSelect
          id="script-type"
          label={t('options.type')}
          value={options.type}
          options={VIDEO_SCRIPT_TYPES}
          optionLabel={(o) => t(`options.types.${o}`)}
          onChange={(type) => set({ type })}
        />
        <OptionSelect
          id="script-length"
          label={t('options.length')}
          value={options.length}
          options={VIDEO_SCRIPT_LENGTHS}
          optionLabel={(o) => t(`options.lengths.${o}`)}
          onChange={(length) => set({ length })}
        />
        <OptionSelect
          id="script-tone"
          label={t('options.tone')}
          value={options.tone}
          options={VIDEO_SCRIPT_TONES}
          optionLabel={(o) => t(`options.tones.${o}`)}
          onChange={(tone) => set({ tone })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="script-audience" label={t('options.audience')}>
          {(control) => (
            <Input
              {...control}
              value={options.audience}
              maxLength={200}
              placeholder={t('options.audiencePlaceholder')}
              onChange={(e) => set({ audience: e.target.value })}
            />
          )}
        </FormField>
        <FormField
          id="script-reference"
          label={t('options.referenceUrl')}
          error={urlError}
          hint={t('options.referenceHint')}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              value={options.referenceUrl}
              maxLength={2000}
              placeholder="https://www.youtube.com/watch?v=…"
              onChange={(e) => set({ referenceUrl: e.target.value })}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="script-visual-theme"
        label={t('options.visualTheme')}
        hint={t('options.visualThemeHint')}
      >
        {(control) => (
          <Input
            {...control}
            value={options.visualTheme}
            maxLength={500}
            onChange={(e) => set({ visualTheme: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id="script-key-messages"
        label={t('options.keyMessages')}
        hint={t('options.keyMessagesHint')}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={options.keyMessages}
            maxLength={IDEA_MAX_LENGTH}
            onChange={(e) => set({ keyMessages: e.target.value })}
          />
        )}
      </FormField>
      <CreditNote
        cost={generationCost('videoScript', scriptInput(draft))}
        text={t('options.cost', { cost: generationCost('videoScript', scriptInput(draft)) })}
      />
    </form>
  );
}
