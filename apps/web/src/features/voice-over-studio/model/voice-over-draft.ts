import { z } from 'zod';
import {
  VOICE_OVER_PITCH,
  VOICE_OVER_SPEED,
  VOICE_OVER_TEXT_MAX_LENGTH,
  type BrandKit,
  type GenerationInput,
} from '@forja/contracts';
import { brandKitIdField } from '@/lib/brand-kit-draft';
import { createDraftStore, draftIdField, newDraftId, stepField } from '@/lib/wizard/draft-store';

/*
 * The voice-over studio's draft (docs/product/voice-over-studio.md), per user: the text, the
 * voice with its speed and pitch, the step, the generation being followed or shown, and the
 * archive id once it was saved.
 */
export const VOICE_OVER_STEPS = ['text', 'voice', 'generate', 'result'] as const;
export type VoiceOverStepNumber = 1 | 2 | 3 | 4;
export const DEFAULT_VOICE = 'en-US-JennyNeural';

export const voiceOverDraftSchema = z.object({
  draftId: draftIdField(),
  step: stepField<VoiceOverStepNumber>(VOICE_OVER_STEPS.length),
  text: z.string().max(VOICE_OVER_TEXT_MAX_LENGTH).catch(''),
  voice: z.string().min(1).catch(DEFAULT_VOICE),
  speed: z.number().min(VOICE_OVER_SPEED.min).max(VOICE_OVER_SPEED.max).catch(VOICE_OVER_SPEED.default),
  pitch: z.number().int().min(VOICE_OVER_PITCH.min).max(VOICE_OVER_PITCH.max).catch(VOICE_OVER_PITCH.default),
  title: z.string().catch(''),
  /** The brand kit chosen on step 2 (lib/brand-kit-draft.ts): its voice and speed fill the options. */
  brandKitId: brandKitIdField(),
  /** The generation started on step 3 (followed there, shown on step 4). */
  generationId: z.string().nullable().catch(null),
  /** The archive id once saved. */
  savedId: z.string().nullable().catch(null),
});
export type VoiceOverDraft = z.infer<typeof voiceOverDraftSchema>;

export const emptyVoiceOverDraft = (): VoiceOverDraft => ({
  draftId: newDraftId(),
  step: 1,
  text: '',
  voice: DEFAULT_VOICE,
  speed: VOICE_OVER_SPEED.default,
  pitch: VOICE_OVER_PITCH.default,
  title: '',
  generationId: null,
  savedId: null,
});

export const voiceOverDraftStore = createDraftStore({
  name: 'voice-over-studio',
  version: 1,
  schema: voiceOverDraftSchema as z.ZodType<VoiceOverDraft>,
  empty: emptyVoiceOverDraft,
});

/** What a brand kit changes: the voice (always one of the studio's) and the speed. */
export function brandKitPatch(kit: BrandKit | null): Partial<VoiceOverDraft> {
  return kit ? { brandKitId: kit.id, voice: kit.voice, speed: kit.speed } : { brandKitId: null };
}

/** What POST /api/generations receives for this draft. */
export function voiceOverInput(d: VoiceOverDraft): GenerationInput<'voiceOver'> {
  return { text: d.text.trim(), voice: d.voice, speed: d.speed, pitch: d.pitch };
}

/** True when the text has something to speak (letters or digits). */
export function hasSpeakableText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
