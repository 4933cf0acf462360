import { z } from 'zod';
import { brandBriefSchema } from '../../brand-brief.js';
import { brandBriefOf, kitChoice } from '../../brand-kits.js';
import { defineBatch } from '../define-batch.js';
import { ideaSchema } from '../fields.js';
import {
  VIDEO_SCRIPT_COST,
  VIDEO_SCRIPT_LENGTHS,
  VIDEO_SCRIPT_TONES,
  VIDEO_SCRIPT_TYPES,
} from './options.js';

/** A video script per row. */
export const videoScriptBatch = defineBatch({
  columns: ['idea', 'type', 'audience', 'length', 'tone'],
  request: z.object({
    idea: ideaSchema,
    type: z.enum(VIDEO_SCRIPT_TYPES).default('explainer'),
    audience: z.string().trim().max(200, 'field_too_long').default(''),
    length: z.enum(VIDEO_SCRIPT_LENGTHS).default('60s'),
    tone: z.enum(VIDEO_SCRIPT_TONES).default('professional'),
    brand: brandBriefSchema.optional(),
  }),
  fromKit: (kit) => ({
    tone: kitChoice(VIDEO_SCRIPT_TONES, kit.tone),
    audience: kit.audience || undefined,
    brand: brandBriefOf(kit),
  }),
  cost: () => VIDEO_SCRIPT_COST,
  label: (row) => row.idea,
});
