import { z } from 'zod';
import {
  VIDEO_SCRIPT_LENGTHS,
  VIDEO_SCRIPT_TONES,
  VIDEO_SCRIPT_TYPES,
  videoScriptSchema,
  kitChoice,
  type BrandKit,
  type GenerationInput,
  type VideoScript,
} from '@forja/contracts';
import { brandBriefField, brandChoiceOf, brandInput, brandKitIdField } from '@/lib/brand-kit-draft';
import { createDraftStore, draftIdField, newDraftId, stepField } from '@/lib/wizard/draft-store';

/*
 * The video script studio's draft (docs/product/video-script-studio.md), per user: the idea and
 * options, the step, the generation, the script as edited, and the archive id once saved.
 */
export const SCRIPT_STEPS = ['idea', 'options', 'generate', 'result'] as const;
export type ScriptStepNumber = 1 | 2 | 3 | 4;

const optionsSchema = z.object({
  type: z.enum(VIDEO_SCRIPT_TYPES).catch('explainer'),
  audience: z.string().catch(''),
  length: z.enum(VIDEO_SCRIPT_LENGTHS).catch('60s'),
  tone: z.enum(VIDEO_SCRIPT_TONES).catch('professional'),
  referenceUrl: z.string().catch(''),
  visualTheme: z.string().catch(''),
  keyMessages: z.string().catch(''),
});
export type ScriptOptions = z.infer<typeof optionsSchema>;

export const scriptDraftSchema = z.object({
  draftId: draftIdField(),
  step: stepField<ScriptStepNumber>(SCRIPT_STEPS.length),
  idea: z.string().catch(''),
  options: optionsSchema.catch(() => optionsSchema.parse({})),
  /** The brand kit chosen on step 2 (lib/brand-kit-draft.ts) and its brief, sent with the script. */
  brandKitId: brandKitIdField(),
  brand: brandBriefField(),
  generationId: z.string().nullable().catch(null),
  /** The generated script as the user edits it; null until it arrives. */
  script: videoScriptSchema.nullable().catch(null),
  /** The archive id once saved; an edit after saving clears it (the archive keeps the old one). */
  savedId: z.string().nullable().catch(null),
});
export type ScriptDraft = z.infer<typeof scriptDraftSchema>;

export const emptyScriptDraft = (): ScriptDraft => ({
  draftId: newDraftId(),
  step: 1,
  idea: '',
  options: optionsSchema.parse({}),
  brand: null,
  generationId: null,
  script: null,
  savedId: null,
});

export const scriptDraftStore = createDraftStore({
  name: 'video-script-studio',
  version: 1,
  schema: scriptDraftSchema as z.ZodType<ScriptDraft>,
  empty: emptyScriptDraft,
});

export function scriptInput(d: ScriptDraft): GenerationInput<'videoScript'> {
  return {
    idea: d.idea.trim(),
    options: { ...d.options, referenceUrl: d.options.referenceUrl.trim() },
    ...brandInput(d.brand),
  };
}

/** What a brand kit changes: the tone the studio has, the audience when the kit names one, and the kit's brief. */
export function brandKitPatch(d: ScriptDraft, kit: BrandKit | null): Partial<ScriptDraft> {
  if (!kit) return brandChoiceOf(null);
  return {
    ...brandChoiceOf(kit),
    options: {
      ...d.options,
      tone: kitChoice(VIDEO_SCRIPT_TONES, kit.tone) ?? d.options.tone,
      audience: kit.audience || d.options.audience,
    },
  };
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);

/** Empty, or an http(s) address on YouTube. */
export function isReferenceUrlValid(value: string): boolean {
  const url = value.trim();
  if (url === '') return true;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && YOUTUBE_HOSTS.has(parsed.hostname.toLowerCase());
  } catch {
    return false;
  }
}

export type { VideoScript };
