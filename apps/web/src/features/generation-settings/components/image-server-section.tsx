import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SETTINGS_API_KEY_MAX_LENGTH,
  SETTINGS_URL_MAX_LENGTH,
  type GenerationSettings,
} from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { serverConnection, serverTestBody, type SettingsFormValues } from './form-values';
import { ServerListField } from './server-list-field';
import { ServerPresetSelect } from './server-preset-select';
import { ServerTest } from './server-test';
import { StoredKeyField } from './stored-key-field';
import { useServerList } from './use-server-list';
import { useSettingsFields } from './use-settings-fields';

/**
 * The images API (`/images/generations`): on the text server above, or on a server of its own
 * (OpenAI, LocalAI) with its own key, for a studio whose text runs where no pictures are drawn.
 * The image model comes from that server's list; Try draws one small picture. Remounted after
 * each save, so the switch starts from what is stored.
 */
export function ImageServerSection({ saved }: { saved: GenerationSettings['openai'] }) {
  const { t } = useTranslation('generation-settings');
  const form = useFormContext<SettingsFormValues>();
  const values = useWatch({ control: form.control }) as SettingsFormValues;
  const { errorOf, input } = useSettingsFields();
  const [own, setOwn] = useState(saved.imageServer.baseUrl !== '');
  const clearing = values.openai.imageServer.clearApiKey;
  const models = useServerList('models', 'image', serverConnection(values, 'image'), {
    connectionNow: () => serverConnection(form.getValues(), 'image'),
    loadAtStart: (saved.imageServer.baseUrl || saved.baseUrl) !== '',
  });
  const setClearing = (value: boolean) => {
    form.setValue('openai.imageServer.clearApiKey', value, { shouldDirty: true });
    if (value) form.setValue('openai.imageServer.apiKey', '', { shouldDirty: true });
  };
  const switchOwn = (next: boolean) => {
    setOwn(next);
    // Off: back on the text server, so this server's address goes, and its stored key with it.
    // On again: what is stored comes back.
    form.setValue('openai.imageServer.baseUrl', next ? saved.imageServer.baseUrl : '', { shouldDirty: true });
    form.setValue('openai.imageServer.apiKey', '', { shouldDirty: true });
    form.setValue('openai.imageServer.clearApiKey', !next && saved.imageServer.hasApiKey, {
      shouldDirty: true,
    });
  };

  return (
    <Card aria-labelledby="image-server-title" role="region">
      <CardHeader>
        <h2 id="image-server-title" className="text-lg leading-tight font-semibold">
          {t('imageServer.title')}
        </h2>
        <CardDescription>{t('imageServer.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <div className="flex items-start justify-between gap-4 sm:col-span-2">
          <div className="grid gap-1">
            <Label htmlFor="image-server-own">{t('imageServer.own')}</Label>
            <p id="image-server-own-hint" className="text-xs text-muted-foreground">
              {t('imageServer.ownHint')}
            </p>
          </div>
          <Switch
            id="image-server-own"
            checked={own}
            onCheckedChange={switchOwn}
            aria-describedby="image-server-own-hint"
          />
        </div>
        {own && (
          <>
            <ServerPresetSelect
              id="image-server-preset"
              className="sm:col-span-2 sm:max-w-sm"
              kind="image"
              baseUrl={values.openai.imageServer.baseUrl}
              onPick={(preset) => {
                form.setValue('openai.imageServer.baseUrl', preset.baseUrl, {
                  shouldDirty: true,
                  shouldValidate: true,
                });
                models.load(preset.baseUrl);
              }}
            />
            <FormField
              id="image-server-base-url"
              className="sm:col-span-2"
              label={t('imageServer.baseUrl')}
              hint={t('imageServer.baseUrlHint')}
              error={errorOf('openai.imageServer.baseUrl')}
            >
              {input('openai.imageServer.baseUrl', SETTINGS_URL_MAX_LENGTH, {
                type: 'url',
                inputMode: 'url',
                placeholder: 'https://…',
              })}
            </FormField>
            <StoredKeyField
              id="image-server-api-key"
              maskedTestId="image-masked-key"
              saved={saved.imageServer}
              clearing={clearing}
              onClearingChange={setClearing}
              error={errorOf('openai.imageServer.apiKey')}
            >
              {input('openai.imageServer.apiKey', SETTINGS_API_KEY_MAX_LENGTH, {
                type: 'password',
                readOnly: clearing,
                autoComplete: 'new-password',
              })}
            </StoredKeyField>
          </>
        )}
        <ServerListField
          id="openai-image-model"
          className="sm:col-span-2"
          name="openai.imageModel"
          label={t('openai.imageModel')}
          hint={t('openai.imageModelHint')}
          list={models}
          what="models"
          placeholder="gpt-image-1"
        />
        <div className="sm:col-span-2">
          <ServerTest id="image-server-test" kind="image" body={serverTestBody(values, 'image')} />
        </div>
      </CardContent>
    </Card>
  );
}
