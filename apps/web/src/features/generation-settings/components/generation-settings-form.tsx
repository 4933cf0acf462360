import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  GENERATION_FAMILIES,
  STOCK_PROVIDERS,
  updateGenerationSettingsBodySchema,
  type GenerationSettings,
  type UpdateGenerationSettingsBody,
} from '@forja/contracts';
import { fieldErrors } from '@/lib/errors';
import { useUpdateGenerationSettings } from '../api/update-generation-settings';
import { FamilyCard } from './family-card';
import { ImageServerSection } from './image-server-section';
import { formValuesOf, type SettingsFormValues } from './form-values';
import { OpenAiSection } from './openai-section';
import { SpeechSection } from './speech-section';
import { SaveBar, type SaveOutcome } from './save-bar';
import { StockSection } from './stock-section';
import { VideoRenderSection } from './video-render-section';

/* The server's schema, with the key fields always present in the form. */
const stockSchema = updateGenerationSettingsBodySchema.shape.stock.unwrap();
const stockKeySchema = stockSchema.shape.pexels.unwrap().required();
const openaiSchema = updateGenerationSettingsBodySchema.shape.openai;
const formSchema = updateGenerationSettingsBodySchema.extend({
  openai: openaiSchema.extend({ imageServer: openaiSchema.shape.imageServer.unwrap().required() }).required(),
  speech: updateGenerationSettingsBodySchema.shape.speech.unwrap().required(),
  stock: stockSchema.extend({ pexels: stockKeySchema, pixabay: stockKeySchema }),
});

const FIELD_PATHS = new Set([
  ...GENERATION_FAMILIES.map((f) => `webhooks.${f}`),
  'openai.baseUrl',
  'openai.textModel',
  'openai.imageModel',
  'openai.apiKey',
  'openai.imageServer.baseUrl',
  'openai.imageServer.apiKey',
  'speech.baseUrl',
  'speech.model',
  'speech.voice',
  'speech.transcriptionModel',
  'speech.apiKey',
  'stock.pexels.apiKey',
  'stock.pixabay.apiKey',
]);

/** The stock keys only when one is typed or removed: absent keeps them (and the PUT stays short). */
function withStockChangesOnly(body: SettingsFormValues): UpdateGenerationSettingsBody {
  const { stock, ...rest } = body;
  const changed = STOCK_PROVIDERS.filter((p) => stock[p].apiKey.trim() !== '' || stock[p].clearApiKey);
  if (changed.length === 0) return rest;
  return { ...rest, stock: Object.fromEntries(changed.map((p) => [p, stock[p]])) };
}

export function GenerationSettingsForm({ settings }: { settings: GenerationSettings }) {
  const { t } = useTranslation('generation-settings');
  const update = useUpdateGenerationSettings();
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: formValuesOf(settings),
  });
  const { isDirty, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control });
  /*
   * The result of the last save, with the values it was about. Any edit makes the values
   * differ, which shows the idle state again: no effect has to reset it.
   */
  const [outcome, setOutcome] = useState<SaveOutcome | undefined>();
  const current = JSON.stringify(values);
  const shown = isSubmitting
    ? { state: 'saving' as const }
    : outcome?.values === current
      ? outcome
      : undefined;

  // Follow a background refetch, but never throw away what the administrator is typing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(formValuesOf(settings));
  }, [form, settings]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync(withStockChangesOnly(body));
      const next = formValuesOf(saved);
      form.reset(next);
      setOutcome({ state: 'success', values: JSON.stringify(next) });
    } catch (error) {
      for (const [path, key] of Object.entries(fieldErrors(error))) {
        if (FIELD_PATHS.has(path)) form.setError(path as 'openai.baseUrl', { message: key });
      }
      setOutcome({ state: 'error', error, values: JSON.stringify(form.getValues()) });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('title')} className="grid gap-6">
        {GENERATION_FAMILIES.map((family) => (
          <FamilyCard key={`${family}-${settings.updatedAt ?? ''}`} family={family} unsaved={isDirty} />
        ))}
        <VideoRenderSection saved={settings.video} />
        <OpenAiSection saved={settings.openai} />
        <ImageServerSection key={`image-${settings.updatedAt ?? ''}`} saved={settings.openai} />
        <SpeechSection key={`speech-${settings.updatedAt ?? ''}`} saved={settings.speech} unsaved={isDirty} />
        <StockSection saved={settings.stock} />
        <SaveBar outcome={shown} canSave={isDirty} />
      </form>
    </FormProvider>
  );
}
