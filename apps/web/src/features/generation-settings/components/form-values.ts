import {
  isHttpUrl,
  type GenerationConfigProblem,
  type GenerationFamily,
  type GenerationSettings,
  type UpdateGenerationSettingsBody,
} from '@forja/contracts';

/** The form holds exactly the PUT body, with the key fields always present. */
export type SettingsFormValues = UpdateGenerationSettingsBody & {
  openai: { apiKey: string; clearApiKey: boolean };
  speech: NonNullable<UpdateGenerationSettingsBody['speech']> & { apiKey: string; clearApiKey: boolean };
};

/** Saved settings -> form values. The key input starts empty: empty means "keep the stored key". */
export function formValuesOf(settings: GenerationSettings): SettingsFormValues {
  return {
    providers: { ...settings.providers },
    webhooks: { ...settings.webhooks },
    videoRenderer: settings.video.renderer,
    openai: {
      baseUrl: settings.openai.baseUrl,
      textModel: settings.openai.textModel,
      imageModel: settings.openai.imageModel,
      apiKey: '',
      clearApiKey: false,
    },
    speech: {
      provider: settings.speech.provider,
      baseUrl: settings.speech.baseUrl,
      model: settings.speech.model,
      voice: settings.speech.voice,
      transcriptionModel: settings.speech.transcriptionModel,
      apiKey: '',
      clearApiKey: false,
    },
  };
}

/** What would keep speech from running with these values (mirrors the server's check). */
export function speechProblem(values: SettingsFormValues): GenerationConfigProblem | undefined {
  if (values.speech.provider !== 'openai') return undefined;
  const baseUrl = values.speech.baseUrl.trim();
  if (!baseUrl) return 'missingBaseUrl';
  if (!isHttpUrl(baseUrl)) return 'invalidBaseUrl';
  if (!values.speech.model.trim()) return 'missingSpeechModel';
  return undefined;
}

/**
 * What would keep a family from running with these (possibly unsaved) values, mirroring the
 * server's check, so the page can warn before users meet the 'missing webhook' alert.
 */
export function familyProblem(
  values: SettingsFormValues,
  family: GenerationFamily,
): GenerationConfigProblem | undefined {
  const provider = values.providers[family];
  if (provider === 'webhook') {
    const url = values.webhooks[family].trim();
    if (!url) return 'missingWebhook';
    if (!isHttpUrl(url)) return 'invalidWebhook';
  }
  if (provider === 'openai') {
    const baseUrl = values.openai.baseUrl.trim();
    if (!baseUrl) return 'missingBaseUrl';
    if (!isHttpUrl(baseUrl)) return 'invalidBaseUrl';
    const model = family === 'image' ? values.openai.imageModel : values.openai.textModel;
    if (!model.trim()) return family === 'image' ? 'missingImageModel' : 'missingTextModel';
  }
  return undefined;
}
