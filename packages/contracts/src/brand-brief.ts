import { z } from 'zod';

/*
 * The brand brief: what of a brand kit (brand-kits.ts) reaches the provider of a text kind, as
 * its input's optional `brand`. Its own file, so the studios' kinds take it without the kits'
 * schemas and option lists.
 */

export const BRAND_KIT_NAME_MAX_LENGTH = 80;
export const BRAND_TEXT_MAX_LENGTH = 1000;
export const BRAND_AUDIENCE_MAX_LENGTH = 200;
export const BRAND_CTA_MAX_LENGTH = 200;
export const BRAND_WORD_MAX_LENGTH = 60;
export const BRAND_KEYWORDS_MAX = 20;
export const BRAND_AVOID_WORDS_MAX = 50;

const word = z.string().trim().min(1).max(BRAND_WORD_MAX_LENGTH, 'field_too_long');
/** Each word once (case aside), in the order given. */
export const brandWords = (max: number) =>
  z
    .array(word)
    .max(max, 'too_many_items')
    .transform((list) =>
      list.filter((w, i) => list.findIndex((o) => o.toLowerCase() === w.toLowerCase()) === i),
    );

/**
 * What reaches the provider of a text kind (its input's optional `brand`): the builtin
 * generator works the keywords and the call to action in and never writes an avoided word;
 * webhooks receive it as `brand`; OpenAI-compatible prompts include it.
 */
export const brandBriefSchema = z.object({
  name: z.string().trim().max(BRAND_KIT_NAME_MAX_LENGTH, 'field_too_long').default(''),
  description: z.string().trim().max(BRAND_TEXT_MAX_LENGTH, 'field_too_long').default(''),
  audience: z.string().trim().max(BRAND_AUDIENCE_MAX_LENGTH, 'field_too_long').default(''),
  keywords: brandWords(BRAND_KEYWORDS_MAX).default([]),
  avoidWords: brandWords(BRAND_AVOID_WORDS_MAX).default([]),
  callToAction: z.string().trim().max(BRAND_CTA_MAX_LENGTH, 'field_too_long').default(''),
});
export type BrandBrief = z.output<typeof brandBriefSchema>;
