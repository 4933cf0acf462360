import type { ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KeyRound, Trash2, Undo2, TriangleAlert } from 'lucide-react';
import {
  SETTINGS_API_KEY_MAX_LENGTH,
  SETTINGS_MODEL_MAX_LENGTH,
  SETTINGS_URL_MAX_LENGTH,
  type GenerationSettings,
} from '@forja/contracts';
import { FormField, type FieldControlProps } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { validationMessage } from '@/lib/errors';
import type { SettingsFormValues } from './form-values';

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

        <div className="grid gap-3 rounded-md border bg-muted/40 p-4 sm:col-span-2">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="grid gap-1 text-sm">
              <span className="font-medium">{t('openai.apiKey')}</span>
              {saved.apiKeyUnreadable ? (
                <span className="flex items-start gap-2 text-amber-800">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {t('openai.unreadable')}
                </span>
              ) : clearing ? (
                <span>{t('openai.clearPending')}</span>
              ) : saved.hasApiKey ? (
                <span className="flex items-center gap-2">
                  <KeyRound aria-hidden="true" className="size-4 text-muted-foreground" />
                  {t('openai.storedKey')}
                  <code
                    data-testid="masked-key"
                    className="rounded bg-background px-1.5 py-0.5 font-mono text-xs"
                  >
                    {saved.apiKeyMasked}
                  </code>
                </span>
              ) : (
                <span className="text-muted-foreground">{t('openai.noKey')}</span>
              )}
            </div>
            {saved.hasApiKey &&
              (clearing ? (
                <Button variant="outline" size="sm" onClick={() => setClearing(false)}>
                  <Undo2 aria-hidden="true" />
                  {t('openai.undoClear')}
                </Button>
              ) : (
                <Button variant="outline" size="sm" onClick={() => setClearing(true)}>
                  <Trash2 aria-hidden="true" />
                  {t('openai.clearKey')}
                </Button>
              ))}
          </div>
          <FormField
            id="openai-api-key"
            label={saved.hasApiKey ? t('openai.replaceKey') : t('openai.newKey')}
            hint={saved.hasApiKey ? t('openai.keepHint') : t('openai.newKeyHint')}
            error={errorOf('apiKey')}
          >
            {input('openai.apiKey', SETTINGS_API_KEY_MAX_LENGTH, {
              type: 'password',
              readOnly: clearing,
              autoComplete: 'new-password',
            })}
          </FormField>
        </div>

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
