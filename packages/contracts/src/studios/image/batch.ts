import { z } from 'zod';
import { kitChoice } from '../../brand-kits.js';
import { IMAGE_PROMPT_MAX_LENGTH } from '../../generation-options.js';
import { defineBatch } from '../define-batch.js';
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

/** 1 to 4 images per row; the idea is the prompt. */
export const imageBatch = defineBatch({
  columns: ['idea', 'style', 'aspect', 'resolution', 'mood', 'count'],
  request: z.object({
    idea: z.string().trim().min(1, 'prompt_required').max(IMAGE_PROMPT_MAX_LENGTH, 'field_too_long'),
    style: z.enum(IMAGE_STYLES).default(IMAGE_DEFAULTS.style),
    aspect: z.enum(ASPECT_RATIOS).optional(),
    resolution: z.enum(IMAGE_RESOLUTIONS).default(IMAGE_DEFAULTS.resolution),
    mood: z.enum(IMAGE_MOODS).default(IMAGE_DEFAULTS.mood),
    count: z.coerce
      .number()
      .int()
      .min(IMAGES_PER_GENERATION_MIN)
      .max(IMAGES_PER_GENERATION_MAX)
      .default(IMAGES_PER_GENERATION_MIN),
  }),
  fromKit: (kit) => ({ style: kitChoice(IMAGE_STYLES, kit.imageStyle) }),
  cost: (row) => IMAGE_COST * row.count,
  label: (row) => row.idea,
});
