import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SETTINGS_API_KEY_MAX_LENGTH,
  SETTINGS_URL_MAX_LENGTH,
  type GenerationSettings,
} from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { serverConnection, serverTestBody, type SettingsFormValues } from './form-values';
import { ServerListField } from './server-list-field';
import { ServerPresetSelect } from './server-preset-select';
import { ServerTest } from './server-test';
import { StoredKeyField } from './stored-key-field';
import { useServerList } from './use-server-list';
import { useSettingsFields } from './use-settings-fields';

/**
 * The OpenAI-compatible API for text: a preset fills the base URL, the model comes from the
 * server's own list, and Try runs one real sentence with what is typed. The stored key is only
 * ever shown masked (the server never sends it); a new key replaces it, an empty field keeps
 * it, and Remove clears it on save.
 */
export function OpenAiSection({ saved }: { saved: GenerationSettings['openai'] }) {
  const { t } = useTranslation('generation-settings');
  const form = useFormContext<SettingsFormValues>();
  const values = useWatch({ control: form.control }) as SettingsFormValues;
  const clearing = values.openai.clearApiKey;
  const { errorOf, input } = useSettingsFields();
  const models = useServerList('models', 'text', serverConnection(values, 'text'), {
    connectionNow: () => serverConnection(form.getValues(), 'text'),
    loadAtStart: saved.baseUrl !== '',
  });
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
        <ServerPresetSelect
          id="openai-preset"
          className="sm:col-span-2 sm:max-w-sm"
          kind="text"
          baseUrl={values.openai.baseUrl}
          onPick={(preset) => {
            form.setValue('openai.baseUrl', preset.baseUrl, { shouldDirty: true, shouldValidate: true });
            models.load(preset.baseUrl);
          }}
        />
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

        <ServerListField
          id="openai-text-model"
          className="sm:col-span-2"
          name="openai.textModel"
          label={t('openai.textModel')}
          hint={t('openai.textModelHint')}
          list={models}
          what="models"
          placeholder="llama3.2"
        />
        <div className="sm:col-span-2">
          <ServerTest id="openai-text-test" kind="text" body={serverTestBody(values, 'text')} />
        </div>
      </CardContent>
    </Card>
  );
}
