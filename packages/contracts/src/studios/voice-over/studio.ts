import { z } from 'zod';
import { defineKind, defineStudio } from '../define-studio.js';
import { VOICE_OVER_PITCH, VOICE_OVER_SPEED, VOICE_OVER_TEXT_MAX_LENGTH, voiceOverCost } from './options.js';

/*
 * The voice-over studio and its archive (docs/product/voice-over-studio.md): what the
 * `voiceOver` generation takes and gives, the free preview, the voices list and the saved
 * voice-overs.
 */

export const VOICE_OVER_DOWNLOAD_FORMATS = ['mp3', 'wav', 'srt', 'vtt'] as const;
export type VoiceOverDownloadFormat = (typeof VOICE_OVER_DOWNLOAD_FORMATS)[number];
export const VOICE_OVER_TITLE_MAX_LENGTH = 200;

/** A product voice (VOICES) or one of the engine's own voice ids ('ro+f3', 'nova'). */
export const voiceIdSchema = z
  .string()
  .trim()
  .min(1, 'voice_required')
  .max(100, 'field_too_long')
  .regex(/^[A-Za-z0-9._+-]+$/, 'voice_invalid');

const speedSchema = z
  .number()
  .min(VOICE_OVER_SPEED.min, 'speed_range')
  .max(VOICE_OVER_SPEED.max, 'speed_range');
const pitchSchema = z
  .number()
  .int()
  .min(VOICE_OVER_PITCH.min, 'pitch_range')
  .max(VOICE_OVER_PITCH.max, 'pitch_range');

/** The `voiceOver` generation's input (POST /api/generations). */
export const voiceOverRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'text_required')
    .max(VOICE_OVER_TEXT_MAX_LENGTH, 'field_too_long')
    .refine((t) => /[\p{L}\p{N}]/u.test(t), 'text_required'),
  voice: voiceIdSchema,
  speed: speedSchema.default(VOICE_OVER_SPEED.default),
  pitch: pitchSchema.default(VOICE_OVER_PITCH.default),
});
export type VoiceOverRequest = z.input<typeof voiceOverRequestSchema>;

export const spokenWordSchema = z.object({
  text: z.string(),
  startMs: z.number().int().min(0),
  endMs: z.number().int().min(0),
});
export type SpokenWord = z.infer<typeof spokenWordSchema>;

const audioFileSchema = z.object({ fileId: z.uuid(), url: z.string() });

/** The `voiceOver` generation's result: the audio as WAV and MP3 (unsaved files) and the real word timings. */
export const voiceOverOutputSchema = z.object({
  engine: z.string(),
  durationMs: z.number().int().min(0),
  sentences: z.number().int().min(1),
  words: z.array(spokenWordSchema),
  wav: audioFileSchema,
  mp3: audioFileSchema,
});
export type VoiceOverOutput = z.infer<typeof voiceOverOutputSchema>;

export const voiceOverStudio = defineStudio({
  id: 'voiceOver',
  kinds: {
    // Each sentence is one speech call with this limit.
    voiceOver: defineKind({
      family: 'speech',
      runs: 'queued',
      input: voiceOverRequestSchema,
      output: voiceOverOutputSchema,
      cost: (input) => voiceOverCost(input.text),
      timeoutMs: 90_000,
      example: {
        text: 'Every morning the bakery wakes up before the town does.',
        voice: 'en-US-JennyNeural',
        speed: 1.25,
      },
    }),
  },
});

// ---------------------------------------------------------------- preview, voices, the archive

/** POST /api/voice-overs/preview: about five seconds of the voice, free. Answers audio/wav. */
export const voiceOverPreviewBodySchema = z
  .object({
    voice: voiceIdSchema,
    speed: speedSchema.default(VOICE_OVER_SPEED.default),
    pitch: pitchSchema.default(VOICE_OVER_PITCH.default),
  })
  .strict();
export type VoiceOverPreviewBody = z.input<typeof voiceOverPreviewBodySchema>;

export const speechVoiceSchema = z.object({
  id: z.string(),
  label: z.string(),
  language: z.string(),
  gender: z.enum(['female', 'male']).optional(),
});
export type SpeechVoiceInfo = z.infer<typeof speechVoiceSchema>;

/** GET /api/voice-overs/voices: the product voices first, then the engine's others. */
export const voiceListSchema = z.object({
  engine: z.string(),
  voices: z.array(speechVoiceSchema),
});
export type VoiceList = z.infer<typeof voiceListSchema>;

/** POST /api/voice-overs: keeps the audio of the user's finished voiceOver generation. */
export const saveVoiceOverBodySchema = z
  .object({
    generationId: z.uuid(),
    title: z.string().trim().max(VOICE_OVER_TITLE_MAX_LENGTH, 'field_too_long').optional(),
  })
  .strict();
export type SaveVoiceOverBody = z.infer<typeof saveVoiceOverBodySchema>;

export const savedVoiceOverSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  text: z.string(),
  voice: z.string(),
  speed: z.number(),
  pitch: z.number(),
  engine: z.string(),
  durationMs: z.number().int(),
  /** Null when a file is gone. */
  mp3Url: z.string().nullable(),
  wavUrl: z.string().nullable(),
  generationId: z.uuid().nullable(),
  /** Made by the offline demo generator, not a model (GenerationRecord.demo); false when unknown. */
  demo: z.boolean(),
  createdAt: z.string(),
});
export type SavedVoiceOver = z.infer<typeof savedVoiceOverSchema>;

export const savedVoiceOverListSchema = z.object({
  items: z.array(savedVoiceOverSchema),
  nextCursor: z.string().nullable(),
});
export type SavedVoiceOverList = z.infer<typeof savedVoiceOverListSchema>;

/** An unknown format names a download that does not exist: the route answers 404, not 400. */
export const voiceOverDownloadParamsSchema = z.object({
  id: z.uuid(),
  format: z.string().max(100),
});
export function isVoiceOverDownloadFormat(format: string): format is VoiceOverDownloadFormat {
  return (VOICE_OVER_DOWNLOAD_FORMATS as readonly string[]).includes(format);
}
