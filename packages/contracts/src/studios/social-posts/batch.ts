import { z } from 'zod';
import { brandBriefSchema } from '../../brand-brief.js';
import { brandBriefOf, kitChoice } from '../../brand-kits.js';
import { defineBatch } from '../define-batch.js';
import { ideaSchema } from '../fields.js';
import {
  SOCIAL_LANGUAGES,
  SOCIAL_PLATFORMS,
  SOCIAL_POSTS_DEFAULTS,
  SOCIAL_TONES,
  socialPostsCost,
} from './options.js';

/** `platforms` in a CSV cell: names separated by `;`, `|` or spaces ("linkedin;x"). */
const platformList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(/[;|\s]+/)
          .map((p) => p.trim().toLowerCase())
          .filter(Boolean)
      : value,
  z
    .array(z.enum(SOCIAL_PLATFORMS))
    .min(1, 'invalid')
    .transform((list) => SOCIAL_PLATFORMS.filter((p) => list.includes(p))),
);

/** A set of posts per row. */
export const socialPostsBatch = defineBatch({
  columns: ['idea', 'platforms', 'tone', 'language'],
  request: z.object({
    idea: ideaSchema,
    platforms: platformList.default(SOCIAL_POSTS_DEFAULTS.platforms),
    tone: z.enum(SOCIAL_TONES).default(SOCIAL_POSTS_DEFAULTS.tone),
    language: z.enum(SOCIAL_LANGUAGES).default('en'),
    brand: brandBriefSchema.optional(),
  }),
  fromKit: (kit) => ({
    tone: kitChoice(SOCIAL_TONES, kit.tone),
    language: kitChoice(SOCIAL_LANGUAGES, kit.language),
    brand: brandBriefOf(kit),
  }),
  cost: (row) => socialPostsCost(row.platforms),
  label: (row) => row.idea,
});
