import type { ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SETTINGS_API_KEY_MAX_LENGTH,
  SETTINGS_MODEL_MAX_LENGTH,
  SETTINGS_URL_MAX_LENGTH,
  type GenerationSettings,
} from '@forja/contracts';
import { FormField, type FieldControlProps } from '@/components/form/form-field';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { validationMessage } from '@/lib/errors';
import type { SettingsFormValues } from './form-values';
import { StoredKeyField } from './stored-key-field';

type TextField = 'openai.baseUrl' | 'openai.textModel' | 'openai.imageModel' | 'openai.apiKey';

/**
 * The OpenAI-compatible API. The stored key is only ever shown masked (the server never sends
 * it); a new key replaces it, an empty field keeps it, and Remove clears it on save.
 */
export function OpenAiSection({ saved }: { saved: GenerationSettings['openai'] }) {
  const { t } = useTranslation('generation-settings');
  const form = useFormContext<SettingsFormValues>();
  const clearing = useWatch({ control: form.control, name: 'openai.clearApiKey' });
  const errors = form.formState.errors.openai;

  const errorOf = (key: 'baseUrl' | 'textModel' | 'imageModel' | 'apiKey') => {
    const message = errors?.[key]?.message;
    return message ? validationMessage(t, message) : undefined;
  };
  const setClearing = (value: boolean) => {
    form.setValue('openai.clearApiKey', value, { shouldDirty: true });
    if (value) form.setValue('openai.apiKey', '', { shouldDirty: true });
  };
  const input =
    (name: TextField, maxLength: number, extra: ComponentProps<'input'> = {}) =>
    (control: FieldControlProps) => (
      <Input
        {...control}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        {...extra}
        {...form.register(name)}
      />
    );

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
          error={errorOf('baseUrl')}
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
          error={errorOf('apiKey')}
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
          error={errorOf('textModel')}
        >
          {input('openai.textModel', SETTINGS_MODEL_MAX_LENGTH)}
        </FormField>
        <FormField
          id="openai-image-model"
          label={t('openai.imageModel')}
          hint={t('openai.imageModelHint')}
          error={errorOf('imageModel')}
        >
          {input('openai.imageModel', SETTINGS_MODEL_MAX_LENGTH)}
        </FormField>
      </CardContent>
    </Card>
  );
}
