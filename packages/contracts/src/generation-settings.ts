import { z } from 'zod';
import { GENERATION_ERROR_CODES } from './generation-options.js';

/*
 * Admin generation settings (/backend/settings): where each kind of content is generated.
 * One global record. Webhook addresses and the API key are
 * administrator-only data; signed-in users only learn whether their kind is ready.
 */

/** The four generation families, each with its own provider and webhook address. */
export const GENERATION_FAMILIES = ['article', 'image', 'video', 'videoScript'] as const;
export type GenerationFamily = (typeof GENERATION_FAMILIES)[number];

/**
 * What a generation kind runs on: one of the four families, or `speech` (voice-overs and
 * narration), whose provider is a speech engine with its own settings (offline espeak-ng or
 * an OpenAI-compatible speech server).
 */
export type GenerationKindFamily = GenerationFamily | 'speech';

/** The speech family's choices: `builtin` is the offline espeak-ng engine and the default. */
export const SPEECH_PROVIDER_KINDS = ['builtin', 'openai'] as const;
export type SpeechProviderKind = (typeof SPEECH_PROVIDER_KINDS)[number];

/** `builtin` is the offline provider and the default. */
export const GENERATION_PROVIDER_KINDS = ['builtin', 'webhook', 'openai'] as const;
export type GenerationProviderKind = (typeof GENERATION_PROVIDER_KINDS)[number];

export const SETTINGS_URL_MAX_LENGTH = 2000;
export const SETTINGS_API_KEY_MAX_LENGTH = 500;
export const SETTINGS_MODEL_MAX_LENGTH = 200;

/** True for an absolute http(s) URL with a host (the only addresses the server will call). */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^/?#]/i.test(value) && httpUrl.safeParse(value).success;
}
const httpUrl = z.url({ protocol: /^https?$/i });

/** '' (not set) or an http(s) URL; messages are keys of the `validation` locale namespace. */
export const settingsUrlSchema = z
  .string()
  .trim()
  .max(SETTINGS_URL_MAX_LENGTH, 'field_too_long')
  .refine((v) => v === '' || isHttpUrl(v), 'url_invalid');

/**
 * Who renders the `video` kind: this server (scene images, espeak-ng narration, ffmpeg),
 * JSON2Video (JSON2VIDEO_API_KEY), or the video family's webhook (generate_video). `auto`
 * picks JSON2Video when its key is set, else the webhook when the video family's provider is
 * the webhook, else this server.
 */
export const VIDEO_RENDERER_CHOICES = ['auto', 'local', 'json2video', 'webhook'] as const;
export type VideoRendererChoice = (typeof VIDEO_RENDERER_CHOICES)[number];
export const VIDEO_RENDER_PROVIDERS = ['local', 'json2video', 'webhook'] as const;
export type VideoRenderProvider = (typeof VIDEO_RENDER_PROVIDERS)[number];

const modelName = z.string().trim().max(SETTINGS_MODEL_MAX_LENGTH, 'field_too_long');
const providerKind = z.enum(GENERATION_PROVIDER_KINDS);
const perFamily = <T extends z.ZodType>(value: T) =>
  z.object({ article: value, image: value, video: value, videoScript: value }).strict();

/** A stored secret as the admin page sees it: set or not, masked, readable with this server's key. */
const storedKeySchema = z.object({
  hasApiKey: z.boolean(),
  apiKeyMasked: z.string(),
  apiKeyUnreadable: z.boolean(),
});
const keyUpdateSchema = z
  .object({
    /** Empty or absent keeps the stored key; a non-empty one replaces it. */
    apiKey: z.string().trim().max(SETTINGS_API_KEY_MAX_LENGTH, 'field_too_long').optional(),
    clearApiKey: z.boolean().optional(),
  })
  .strict();

/** GET /api/admin/generation-settings, and the PUT answer. Never carries the key itself. */
export const generationSettingsSchema = z.object({
  providers: perFamily(providerKind),
  webhooks: perFamily(z.string()),
  openai: z.object({
    baseUrl: z.string(),
    textModel: z.string(),
    imageModel: z.string(),
    hasApiKey: z.boolean(),
    /** e.g. 'sk-…abcd'; '' when there is no key or it cannot be read. */
    apiKeyMasked: z.string(),
    /** A key is stored but this server's ENCRYPTION_KEY cannot decrypt it: it must be entered again. */
    apiKeyUnreadable: z.boolean(),
    /** Where images are drawn: baseUrl '' means the text server above, with its key. */
    imageServer: z.object({
      baseUrl: z.string(),
      hasApiKey: z.boolean(),
      apiKeyMasked: z.string(),
      apiKeyUnreadable: z.boolean(),
    }),
  }),
  /** The video render: the admin's choice, what it resolves to now, and the local tools in use. */
  video: z.object({
    renderer: z.enum(VIDEO_RENDERER_CHOICES),
    active: z.enum(VIDEO_RENDER_PROVIDERS),
    json2videoConfigured: z.boolean(),
    /** e.g. 'ffmpeg 5.1.6 (system)'; 'unavailable' when no ffmpeg was found. */
    localRenderer: z.string(),
    /** e.g. 'espeak-ng (WebAssembly)'. */
    speechEngine: z.string(),
  }),
  /** Stock footage keys (Pexels, Pixabay): whether each is set, never the key itself. */
  stock: z.object({
    pexels: storedKeySchema,
    pixabay: storedKeySchema,
  }),
  speech: z.object({
    provider: z.enum(SPEECH_PROVIDER_KINDS),
    /** The engine that provider runs ('espeak-ng (WebAssembly)', 'openai-compatible'). */
    engine: z.string(),
    baseUrl: z.string(),
    model: z.string(),
    voice: z.string(),
    transcriptionModel: z.string(),
    hasApiKey: z.boolean(),
    apiKeyMasked: z.string(),
    apiKeyUnreadable: z.boolean(),
  }),
  updatedAt: z.string().nullable(),
});
export type GenerationSettings = z.infer<typeof generationSettingsSchema>;

/**
 * PUT /api/admin/generation-settings: the whole record. `apiKey` empty or absent keeps the
 * stored key; a non-empty one replaces it; `clearApiKey` removes it (a new key wins).
 */
export const updateGenerationSettingsBodySchema = z
  .object({
    providers: perFamily(providerKind),
    webhooks: perFamily(settingsUrlSchema),
    openai: z
      .object({
        baseUrl: settingsUrlSchema,
        textModel: modelName,
        imageModel: modelName,
        apiKey: z.string().trim().max(SETTINGS_API_KEY_MAX_LENGTH, 'field_too_long').optional(),
        clearApiKey: z.boolean().optional(),
        /** The images API's own server ('' = the text server); absent keeps it as it is. */
        imageServer: z
          .object({
            baseUrl: settingsUrlSchema,
            apiKey: z.string().trim().max(SETTINGS_API_KEY_MAX_LENGTH, 'field_too_long').optional(),
            clearApiKey: z.boolean().optional(),
          })
          .strict()
          .optional(),
      })
      .strict(),
    /** Absent keeps the stored choice. */
    videoRenderer: z.enum(VIDEO_RENDERER_CHOICES).optional(),
    /** Absent: the stock footage keys stay as they are. */
    stock: z
      .object({ pexels: keyUpdateSchema.optional(), pixabay: keyUpdateSchema.optional() })
      .strict()
      .optional(),
    /** Absent: the speech settings stay as they are. */
    speech: z
      .object({
        provider: z.enum(SPEECH_PROVIDER_KINDS),
        baseUrl: settingsUrlSchema,
        model: modelName,
        voice: modelName,
        transcriptionModel: modelName,
        apiKey: z.string().trim().max(SETTINGS_API_KEY_MAX_LENGTH, 'field_too_long').optional(),
        clearApiKey: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type UpdateGenerationSettingsBody = z.infer<typeof updateGenerationSettingsBodySchema>;

/** Settings mistakes that keep a family from running (a detail of WEBHOOK_MISSING and friends). */
export const GENERATION_CONFIG_PROBLEMS = [
  'missingWebhook',
  'invalidWebhook',
  'missingBaseUrl',
  'invalidBaseUrl',
  'missingTextModel',
  'missingImageModel',
  'missingSpeechModel',
  'unreadableKey',
  'privateAddress',
] as const;
export type GenerationConfigProblem = (typeof GENERATION_CONFIG_PROBLEMS)[number];

/** POST /api/admin/generation-settings/test */
export const generationSettingsTestBodySchema = z
  .object({ family: z.enum([...GENERATION_FAMILIES, 'speech']) })
  .strict();
export type GenerationSettingsTestBody = z.infer<typeof generationSettingsTestBodySchema>;

/**
 * What a harmless request through the saved provider of a family gave back. A failing
 * provider is a 200 with ok=false: the test ran, the endpoint failed.
 */
export const generationSettingsTestResultSchema = z.object({
  ok: z.boolean(),
  provider: providerKind,
  /** English summary or error text; the web translates `code` when present. */
  message: z.string(),
  /** Failures: a GENERATION_ERROR_CODES value. */
  code: z.enum(GENERATION_ERROR_CODES).optional(),
  /** Failures caused by the settings themselves, for a precise hint on the admin page. */
  problem: z.enum(GENERATION_CONFIG_PROBLEMS).optional(),
  /** Failures: the HTTP status the endpoint answered with, if it answered. */
  httpStatus: z.number().int().optional(),
  /** Failures: the start of the endpoint's reply, for diagnosing an automation. */
  excerpt: z.string().optional(),
  /** Success: the text items that came back (titles, script parts). */
  sample: z.array(z.string()).optional(),
  /** Success of an image test: what kind of image came back (the bytes are not sent). */
  image: z
    .object({
      url: z.string().optional(),
      contentType: z.string().optional(),
      sizeBytes: z.number().int().optional(),
      revisedPrompt: z.string().optional(),
    })
    .optional(),
  durationMs: z.number().int(),
  /** Success of a speech test: the server has no word timings, so subtitles are timed by estimate. */
  timedByEstimate: z.boolean().optional(),
});
export type GenerationSettingsTestResult = z.infer<typeof generationSettingsTestResultSchema>;

/**
 * GET /api/generation/status (any signed-in user): per family the provider kind and whether
 * it is configured, so a wizard can warn before the user starts. No addresses, no keys.
 */
export const generationStatusSchema = perFamily(z.object({ provider: providerKind, ready: z.boolean() }));
export type GenerationStatus = z.infer<typeof generationStatusSchema>;
