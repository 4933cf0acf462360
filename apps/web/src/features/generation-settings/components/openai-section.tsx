import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SETTINGS_API_KEY_MAX_LENGTH,
  SETTINGS_MODEL_MAX_LENGTH,
  SETTINGS_URL_MAX_LENGTH,
  type GenerationSettings,
} from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import type { SettingsFormValues } from './form-values';
import { StoredKeyField } from './stored-key-field';
import { useSettingsFields } from './use-settings-fields';

/**
 * The OpenAI-compatible API. The stored key is only ever shown masked (the server never sends
 * it); a new key replaces it, an empty field keeps it, and Remove clears it on save.
 */
export function OpenAiSection({ saved }: { saved: GenerationSettings['openai'] }) {
  const { t } = useTranslation('generation-settings');
  const form = useFormContext<SettingsFormValues>();
  const clearing = useWatch({ control: form.control, name: 'openai.clearApiKey' });
  const { errorOf, input } = useSettingsFields();
  const setClearing = (value: boolean) => {
    form.setValue('openai.clearApiKey', value, { shouldDirty: true });
    if (value) form.setValue('openai.apiKey', '', { shouldDirty: true });
  };
  return (
    <Card aria-labelledby="openai-title" role="region">
      <CardHeader>
        <h2 id="openai-title" className="text-lg leading-tight font-semibold">
          {t('openai.title')}
        </h2>
        <CardDescription>{t('openai.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="openai-base-url"
          className="sm:col-span-2"
          label={t('openai.baseUrl')}
          hint={t('openai.baseUrlHint')}
          error={errorOf('openai.baseUrl')}
        >
          {input('openai.baseUrl', SETTINGS_URL_MAX_LENGTH, {
            type: 'url',
            inputMode: 'url',
            placeholder: 'https://…',
          })}
        </FormField>

        <StoredKeyField
          id="openai-api-key"
          maskedTestId="masked-key"
          saved={saved}
          clearing={clearing}
          onClearingChange={setClearing}
          error={errorOf('openai.apiKey')}
        >
          {input('openai.apiKey', SETTINGS_API_KEY_MAX_LENGTH, {
            type: 'password',
            readOnly: clearing,
            autoComplete: 'new-password',
          })}
        </StoredKeyField>

        <FormField
          id="openai-text-model"
          label={t('openai.textModel')}
          hint={t('openai.textModelHint')}
          error={errorOf('openai.textModel')}
        >
          {input('openai.textModel', SETTINGS_MODEL_MAX_LENGTH)}
        </FormField>
        <FormField
          id="openai-image-model"
          label={t('openai.imageModel')}
          hint={t('openai.imageModelHint')}
          error={errorOf('openai.imageModel')}
        >
          {input('openai.imageModel', SETTINGS_MODEL_MAX_LENGTH)}
        </FormField>
      </CardContent>
    </Card>
  );
}
