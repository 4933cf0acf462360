import { z } from 'zod';
import { IMAGE_PROMPT_MAX_LENGTH, SUGGESTED_PROMPT_MAX_LENGTH } from '../../generation-options.js';
import { defineKind, defineStudio } from '../define-studio.js';
import {
  ASPECT_RATIOS,
  IMAGE_COST,
  IMAGE_DEFAULTS,
  IMAGE_MOODS,
  IMAGE_RESOLUTIONS,
  IMAGE_STYLES,
  IMAGES_PER_GENERATION_MAX,
  IMAGES_PER_GENERATION_MIN,
} from './options.js';

/*
 * The image studio and its archive (docs/product/image-studio.md): one image (the article
 * wizard's image step), 1 to 4 images (the studio), and the saved images.
 */

export const imageRequestSchema = z.object({
  prompt: z.string().trim().min(1, 'prompt_required').max(IMAGE_PROMPT_MAX_LENGTH, 'field_too_long'),
  negativePrompt: z.string().trim().max(SUGGESTED_PROMPT_MAX_LENGTH, 'field_too_long').optional(),
  style: z.enum(IMAGE_STYLES).default(IMAGE_DEFAULTS.style),
  aspect: z.enum(ASPECT_RATIOS).optional(),
  resolution: z.enum(IMAGE_RESOLUTIONS).default(IMAGE_DEFAULTS.resolution),
  mood: z.enum(IMAGE_MOODS).default(IMAGE_DEFAULTS.mood),
});
export type ImageRequest = z.infer<typeof imageRequestSchema>;

/** The image studio's request: one image request made `count` times. */
export const imagesRequestSchema = imageRequestSchema.extend({
  count: z
    .number()
    .int()
    .min(IMAGES_PER_GENERATION_MIN)
    .max(IMAGES_PER_GENERATION_MAX)
    .default(IMAGES_PER_GENERATION_MIN),
});
export type ImagesRequest = z.infer<typeof imagesRequestSchema>;

export const imageOutputSchema = z.object({
  fileId: z.uuid(),
  url: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  revisedPrompt: z.string().optional(),
});
export const imagesOutputSchema = z.object({ images: z.array(imageOutputSchema).min(1) });
export type ImageOutput = z.infer<typeof imageOutputSchema>;
export type ImagesOutput = z.infer<typeof imagesOutputSchema>;

export const imageStudio = defineStudio({
  id: 'image',
  kinds: {
    // Each of the studio's images is one 'image' call with that call's timeout.
    image: defineKind({
      family: 'image',
      runs: 'now',
      input: imageRequestSchema,
      output: imageOutputSchema,
      cost: () => IMAGE_COST,
      timeoutMs: 90_000,
      example: { prompt: 'A small bakery at dawn, warm light through the window' },
    }),
    images: defineKind({
      family: 'image',
      runs: 'queued',
      input: imagesRequestSchema,
      output: imagesOutputSchema,
      cost: (input) => IMAGE_COST * input.count,
      timeoutMs: 90_000,
      example: {
        prompt: 'A small bakery at dawn, warm light through the window',
        count: 2,
        style: 'watercolor',
      },
    }),
  },
});

// ---------------------------------------------------------------- the archive

/**
 * POST /api/images: keeps one image of the user's image generation. The prompt and options
 * are read from the generation, never from the browser. Saving it again answers the first save.
 */
export const saveImageBodySchema = z.object({ generationId: z.uuid(), fileId: z.uuid() });
export type SaveImageBody = z.infer<typeof saveImageBodySchema>;

export const savedImageSchema = z.object({
  id: z.uuid(),
  fileId: z.uuid().nullable(),
  /** Null when its file is gone (the card shows "image unavailable"). */
  url: z.string().nullable(),
  prompt: z.string(),
  style: z.string(),
  resolution: z.string(),
  mood: z.string(),
  generationId: z.uuid().nullable(),
  /** Made by the offline demo generator, not a model (GenerationRecord.demo); false when unknown. */
  demo: z.boolean(),
  createdAt: z.string(),
});
export type SavedImage = z.infer<typeof savedImageSchema>;

/** GET /api/images?q=&cursor=&limit= (archiveListQuerySchema): newest first, `q` searches the prompt. */
export const savedImageListSchema = z.object({
  items: z.array(savedImageSchema),
  nextCursor: z.string().nullable(),
});
export type SavedImageList = z.infer<typeof savedImageListSchema>;

/** One image of a finished generation, as the result step shows it. */
export type GeneratedImage = ImageOutput;
