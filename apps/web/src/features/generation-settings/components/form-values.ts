import {
  isHttpUrl,
  type GenerationConfigProblem,
  type GenerationFamily,
  type GenerationSettings,
  type ServerKind,
  type ServerTestBody,
  type StockProvider,
  type UpdateGenerationSettingsBody,
} from '@forja/contracts';

/** The form holds exactly the PUT body, with the key fields always present. */
export type SettingsFormValues = UpdateGenerationSettingsBody & {
  openai: {
    apiKey: string;
    clearApiKey: boolean;
    imageServer: { baseUrl: string; apiKey: string; clearApiKey: boolean };
  };
  speech: NonNullable<UpdateGenerationSettingsBody['speech']> & { apiKey: string; clearApiKey: boolean };
  stock: Record<StockProvider, { apiKey: string; clearApiKey: boolean }>;
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
      imageServer: { baseUrl: settings.openai.imageServer.baseUrl, apiKey: '', clearApiKey: false },
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
    stock: {
      pexels: { apiKey: '', clearApiKey: false },
      pixabay: { apiKey: '', clearApiKey: false },
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
    const baseUrl = serverConnection(values, family === 'image' ? 'image' : 'text').baseUrl;
    if (!baseUrl) return 'missingBaseUrl';
    if (!isHttpUrl(baseUrl)) return 'invalidBaseUrl';
    const model = family === 'image' ? values.openai.imageModel : values.openai.textModel;
    if (!model.trim()) return family === 'image' ? 'missingImageModel' : 'missingTextModel';
  }
  return undefined;
}

/** Where the form's server of a kind is and which key to use: typed, else the stored one (unless being removed). */
export interface ServerConnection {
  baseUrl: string;
  apiKey: string;
  useStoredKey: boolean;
}

/** The server the form's values point a kind at; images use the text server unless they have their own. */
export function serverConnection(values: SettingsFormValues, kind: ServerKind): ServerConnection {
  const own = values.openai.imageServer;
  const fields =
    kind === 'speech' ? values.speech : kind === 'image' && own.baseUrl.trim() ? own : values.openai;
  return { baseUrl: fields.baseUrl.trim(), apiKey: fields.apiKey.trim(), useStoredKey: !fields.clearApiKey };
}

/** The Try request for a kind from the form's values; undefined while its address or model is missing. */
export function serverTestBody(values: SettingsFormValues, kind: ServerKind): ServerTestBody | undefined {
  const { baseUrl, apiKey, useStoredKey } = serverConnection(values, kind);
  const model = (
    kind === 'text'
      ? values.openai.textModel
      : kind === 'image'
        ? values.openai.imageModel
        : values.speech.model
  ).trim();
  if (!isHttpUrl(baseUrl) || !model) return undefined;
  const base = { baseUrl, useStoredKey, model, ...(apiKey ? { apiKey } : {}) };
  return kind === 'speech' ? { ...base, kind, voice: values.speech.voice.trim() } : { ...base, kind };
}
