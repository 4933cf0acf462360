import { z } from 'zod';
import { brandBriefSchema } from '../../brand-brief.js';
import { brandBriefOf, kitChoice } from '../../brand-kits.js';
import { defineBatch } from '../define-batch.js';
import { ideaSchema, titleSchema } from '../fields.js';
import {
  ARTICLE_AUDIENCES,
  ARTICLE_COST,
  ARTICLE_DEFAULTS,
  ARTICLE_LANGUAGES,
  ARTICLE_TONES,
  ARTICLE_WORD_COUNTS,
} from './options.js';

/** An article per row: without a title, the batch takes the first of the generator's title ideas. */
export const articleBatch = defineBatch({
  columns: ['idea', 'title', 'tone', 'length', 'language', 'audience'],
  request: z.object({
    idea: ideaSchema,
    title: titleSchema.optional(),
    tone: z.enum(ARTICLE_TONES).default(ARTICLE_DEFAULTS.tone),
    length: z.coerce.number().pipe(z.literal(ARTICLE_WORD_COUNTS)).default(ARTICLE_DEFAULTS.wordCount),
    language: z.enum(ARTICLE_LANGUAGES).default(ARTICLE_DEFAULTS.language),
    audience: z.enum(ARTICLE_AUDIENCES).default(ARTICLE_DEFAULTS.audience),
    brand: brandBriefSchema.optional(),
  }),
  fromKit: (kit) => ({
    tone: kitChoice(ARTICLE_TONES, kit.tone),
    language: kitChoice(ARTICLE_LANGUAGES, kit.language),
    brand: brandBriefOf(kit),
  }),
  cost: () => ARTICLE_COST,
  label: (row) => row.title ?? row.idea,
});
