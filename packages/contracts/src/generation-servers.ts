import { z } from 'zod';
import {
  isHttpUrl,
  SETTINGS_API_KEY_MAX_LENGTH,
  SETTINGS_MODEL_MAX_LENGTH,
  SETTINGS_URL_MAX_LENGTH,
} from './generation-settings.js';

/*
 * Connecting a real model server from the generation settings page
 * (docs/product/generation-settings.md, Connecting a server): the OpenAI-compatible servers
 * self-hosters run, as presets that fill the base URL; the server's own model and voice
 * lists; and a Test that runs one real, tiny generation with the values typed in the form.
 */

/** What a server is used for: chat completions, the images API, or `/audio/speech`. */
export const SERVER_KINDS = ['text', 'image', 'speech'] as const;
export type ServerKind = (typeof SERVER_KINDS)[number];

export interface ServerPreset {
  id: string;
  /** A product name: the same in every language. */
  label: string;
  baseUrl: string;
  /** The service refuses calls without an API key. */
  needsKey: boolean;
  /** Runs beside Forja (on this machine or the local network) rather than as a cloud service. */
  local: boolean;
}

const preset = (p: ServerPreset) => p;
const OPENAI = preset({
  id: 'openai',
  label: 'OpenAI',
  baseUrl: 'https://api.openai.com/v1',
  needsKey: true,
  local: false,
});
const LOCALAI = preset({
  id: 'localai',
  label: 'LocalAI',
  baseUrl: 'http://localhost:8080/v1',
  needsKey: false,
  local: true,
});

/** Chat Completions servers; ports and paths as each project documents them. */
export const TEXT_SERVER_PRESETS: readonly ServerPreset[] = [
  OPENAI,
  preset({
    id: 'openrouter',
    label: 'OpenRouter',
    baseUrl: 'https://openrouter.ai/api/v1',
    needsKey: true,
    local: false,
  }),
  preset({
    id: 'ollama',
    label: 'Ollama',
    baseUrl: 'http://localhost:11434/v1',
    needsKey: false,
    local: true,
  }),
  preset({
    id: 'lmstudio',
    label: 'LM Studio',
    baseUrl: 'http://localhost:1234/v1',
    needsKey: false,
    local: true,
  }),
  LOCALAI,
  preset({ id: 'vllm', label: 'vLLM', baseUrl: 'http://localhost:8000/v1', needsKey: false, local: true }),
  preset({
    id: 'groq',
    label: 'Groq',
    baseUrl: 'https://api.groq.com/openai/v1',
    needsKey: true,
    local: false,
  }),
];

/** Servers speaking OpenAI's images API (`/images/generations`). */
export const IMAGE_SERVER_PRESETS: readonly ServerPreset[] = [OPENAI, LOCALAI];

/**
 * Servers speaking OpenAI's `/audio/speech`: Kokoro-FastAPI (natural voices, port 8880),
 * openedai-speech (Piper voices as `tts-1`, port 8000), LocalAI.
 */
export const SPEECH_SERVER_PRESETS: readonly ServerPreset[] = [
  OPENAI,
  preset({
    id: 'kokoro',
    label: 'Kokoro-FastAPI',
    baseUrl: 'http://localhost:8880/v1',
    needsKey: false,
    local: true,
  }),
  preset({
    id: 'openedai-speech',
    label: 'openedai-speech (Piper)',
    baseUrl: 'http://localhost:8000/v1',
    needsKey: false,
    local: true,
  }),
  LOCALAI,
];

export const SERVER_PRESETS: Record<ServerKind, readonly ServerPreset[]> = {
  text: TEXT_SERVER_PRESETS,
  image: IMAGE_SERVER_PRESETS,
  speech: SPEECH_SERVER_PRESETS,
};

/** The preset whose base URL this is (trailing slashes aside), if any. */
export function presetOfBaseUrl(kind: ServerKind, baseUrl: string): ServerPreset | undefined {
  const bare = (url: string) => url.trim().replace(/\/+$/, '').toLowerCase();
  return SERVER_PRESETS[kind].find((p) => bare(p.baseUrl) === bare(baseUrl));
}

const requiredUrl = z
  .string()
  .trim()
  .max(SETTINGS_URL_MAX_LENGTH, 'field_too_long')
  .refine((v) => isHttpUrl(v), 'url_invalid');
const requiredModel = z
  .string()
  .trim()
  .min(1, 'model_required')
  .max(SETTINGS_MODEL_MAX_LENGTH, 'field_too_long');

/**
 * Where to ask. `apiKey` is a key typed in the form (not saved); without one, the key stored
 * for that server is sent, but only to the origin it was saved for, and not at all when
 * `useStoredKey` is false (the form is about to remove it).
 */
const serverFields = {
  baseUrl: requiredUrl,
  apiKey: z.string().trim().max(SETTINGS_API_KEY_MAX_LENGTH, 'field_too_long').optional(),
  useStoredKey: z.boolean().optional(),
};

/** POST /api/admin/generation-settings/servers/models */
export const serverModelsBodySchema = z
  .object({ kind: z.enum(SERVER_KINDS, { error: 'invalid' }), ...serverFields })
  .strict();
export type ServerModelsBody = z.infer<typeof serverModelsBodySchema>;

/** POST /api/admin/generation-settings/servers/voices (speech servers only) */
export const serverVoicesBodySchema = z.object(serverFields).strict();
export type ServerVoicesBody = z.infer<typeof serverVoicesBodySchema>;

/** POST /api/admin/generation-settings/servers/test: one real, tiny generation. */
export const serverTestBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('text'), ...serverFields, model: requiredModel }).strict(),
    z.object({ kind: z.literal('image'), ...serverFields, model: requiredModel }).strict(),
    z
      .object({
        kind: z.literal('speech'),
        ...serverFields,
        model: requiredModel,
        /** Empty: the voice the speech engine would pick for a female studio voice. */
        voice: z.string().trim().max(SETTINGS_MODEL_MAX_LENGTH, 'field_too_long'),
      })
      .strict(),
  ],
  { error: 'invalid' },
);
export type ServerTestBody = z.infer<typeof serverTestBodySchema>;

/** Why a server call did not work; the page says each in the admin's language. */
export const SERVER_FAILURES = [
  'unreachable',
  'timeout',
  'unauthorized',
  'notFound',
  'modelNotFound',
  'voiceNotFound',
  'notJson',
  'badReply',
  'emptyReply',
  'rateLimited',
  'serverError',
  'httpError',
  'tooLarge',
  'invalidAddress',
  'unreadableKey',
  'notAudio',
  'notImage',
  'refused',
] as const;
export type ServerFailure = (typeof SERVER_FAILURES)[number];

/** A failed call (still a 200: the request ran, the server failed). Never carries the key. */
export const serverFailureSchema = z.object({
  ok: z.literal(false),
  reason: z.enum(SERVER_FAILURES),
  /** The HTTP status the server answered with, if it answered. */
  httpStatus: z.number().int().optional(),
  /** The start of the server's reply (≤ 300 characters), for diagnosis. */
  excerpt: z.string().optional(),
  durationMs: z.number().int(),
});
export type ServerFailureResult = z.infer<typeof serverFailureSchema>;

/** At most this many model ids and voices come back. */
export const SERVER_LIST_MAX = 500;

export const serverModelsResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), models: z.array(z.string()), durationMs: z.number().int() }),
  serverFailureSchema,
]);
export type ServerModelsResult = z.infer<typeof serverModelsResultSchema>;

export const serverVoicesResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** null: the server offers no voice list (type the voice's name). */
    voices: z.array(z.object({ id: z.string(), label: z.string() })).nullable(),
    durationMs: z.number().int(),
  }),
  serverFailureSchema,
]);
export type ServerVoicesResult = z.infer<typeof serverVoicesResultSchema>;

export const serverTestResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    durationMs: z.number().int(),
    /** text: the sentence the model wrote. */
    sentence: z.string().optional(),
    /** image: the picture, small enough to show inline. */
    image: z.object({ contentType: z.string(), dataBase64: z.string() }).optional(),
    /** speech: the spoken sentence as WAV, for the browser to play. */
    audio: z
      .object({ contentType: z.string(), dataBase64: z.string(), durationMs: z.number().int() })
      .optional(),
  }),
  serverFailureSchema,
]);
export type ServerTestResult = z.infer<typeof serverTestResultSchema>;
