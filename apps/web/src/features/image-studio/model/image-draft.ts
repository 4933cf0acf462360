import { z } from 'zod';
import {
  ASPECT_RATIOS,
  IMAGE_DEFAULTS,
  IMAGE_MOODS,
  IMAGE_RESOLUTIONS,
  IMAGE_STYLES,
  IMAGES_PER_GENERATION_MAX,
  IMAGES_PER_GENERATION_MIN,
  kitChoice,
  type BrandKit,
  type GenerationInput,
} from '@forja/contracts';
import { brandKitIdField, definedOnly } from '@/lib/brand-kit-draft';
import { createDraftStore, draftIdField, newDraftId, stepField } from '@/lib/wizard/draft-store';

/*
 * The image studio's draft (docs/product/image-studio.md), per user: the idea and options,
 * the step, the generation being followed or shown, and which of its images were saved.
 */
export const IMAGE_STEPS = ['idea', 'options', 'generate', 'result'] as const;
export type ImageStepNumber = 1 | 2 | 3 | 4;

export const imageDraftSchema = z.object({
  draftId: draftIdField(),
  step: stepField<ImageStepNumber>(IMAGE_STEPS.length),
  prompt: z.string().catch(''),
  negativePrompt: z.string().catch(''),
  style: z.enum(IMAGE_STYLES).catch(IMAGE_DEFAULTS.style),
  aspect: z.enum(ASPECT_RATIOS).catch('1:1'),
  resolution: z.enum(IMAGE_RESOLUTIONS).catch(IMAGE_DEFAULTS.resolution),
  mood: z.enum(IMAGE_MOODS).catch(IMAGE_DEFAULTS.mood),
  count: z.number().int().min(IMAGES_PER_GENERATION_MIN).max(IMAGES_PER_GENERATION_MAX).catch(1),
  /** The brand kit chosen on step 2 (lib/brand-kit-draft.ts); images take no brief, only its style. */
  brandKitId: brandKitIdField(),
  /** The generation started on step 3 (followed there, shown on step 4). */
  generationId: z.string().nullable().catch(null),
  /** Saved images of that generation: file id -> archive id. */
  saved: z.record(z.string(), z.string()).catch({}),
});
export type ImageDraft = z.infer<typeof imageDraftSchema>;

export const emptyImageDraft = (): ImageDraft => ({
  draftId: newDraftId(),
  step: 1,
  prompt: '',
  negativePrompt: '',
  style: IMAGE_DEFAULTS.style,
  aspect: '1:1',
  resolution: IMAGE_DEFAULTS.resolution,
  mood: IMAGE_DEFAULTS.mood,
  count: 1,
  generationId: null,
  saved: {},
});

export const imageDraftStore = createDraftStore({
  name: 'image-studio',
  version: 1,
  schema: imageDraftSchema as z.ZodType<ImageDraft>,
  empty: emptyImageDraft,
});

/** What a brand kit changes: its image style, when the studio has it. */
export function brandKitPatch(kit: BrandKit | null): Partial<ImageDraft> {
  return {
    brandKitId: kit?.id ?? null,
    ...(kit && definedOnly({ style: kitChoice(IMAGE_STYLES, kit.imageStyle) })),
  };
}

/** What POST /api/generations receives for this draft. */
export function imagesInput(d: ImageDraft): GenerationInput<'images'> {
  return {
    prompt: d.prompt.trim(),
    ...(d.negativePrompt.trim() ? { negativePrompt: d.negativePrompt.trim() } : {}),
    style: d.style,
    aspect: d.aspect,
    resolution: d.resolution,
    mood: d.mood,
    count: d.count,
  };
}
