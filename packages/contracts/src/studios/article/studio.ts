import { z } from 'zod';
import { brandBriefSchema } from '../../brand-brief.js';
import { defineKind, defineStudio } from '../define-studio.js';
import { ideaSchema, titleIdeasOutputSchema, titleSchema } from '../fields.js';
import {
  ARTICLE_AUDIENCES,
  ARTICLE_CONTENT_MAX_LENGTH,
  ARTICLE_COST,
  ARTICLE_DEFAULTS,
  ARTICLE_LANGUAGES,
  ARTICLE_TONES,
  ARTICLE_WORD_COUNTS,
} from './options.js';

/*
 * The article studio (docs/product/article-studio.md): title ideas for an idea, the article,
 * and a prompt for its image. The saved articles and their publishing are in archive.ts.
 */

export const articleLanguageSchema = z.enum(ARTICLE_LANGUAGES);

export const titleIdeasRequestSchema = z.object({
  idea: ideaSchema,
  language: articleLanguageSchema.default('en'),
  /** The brand kit's brief (brand-kits.ts), when the user chose one. */
  brand: brandBriefSchema.optional(),
});
export type TitleIdeasRequest = z.infer<typeof titleIdeasRequestSchema>;

export const articleRequestSchema = z.object({
  idea: ideaSchema,
  title: titleSchema,
  tone: z.enum(ARTICLE_TONES).default(ARTICLE_DEFAULTS.tone),
  wordCount: z.literal(ARTICLE_WORD_COUNTS).default(ARTICLE_DEFAULTS.wordCount),
  language: articleLanguageSchema.default(ARTICLE_DEFAULTS.language),
  audience: z.enum(ARTICLE_AUDIENCES).default(ARTICLE_DEFAULTS.audience),
  brand: brandBriefSchema.optional(),
});
export type ArticleRequest = z.infer<typeof articleRequestSchema>;

export const imagePromptRequestSchema = z.object({
  title: titleSchema,
  content: z.string().max(ARTICLE_CONTENT_MAX_LENGTH, 'field_too_long'),
});
export type ImagePromptRequest = z.infer<typeof imagePromptRequestSchema>;

export { titleIdeasOutputSchema };
export const articleOutputSchema = z.object({
  html: z.string(),
  metaDescription: z.string().max(160),
  tags: z.array(z.string()),
});
export const imagePromptOutputSchema = z.object({ prompt: z.string() });

export type TitleIdeasOutput = z.infer<typeof titleIdeasOutputSchema>;
export type ArticleOutput = z.infer<typeof articleOutputSchema>;
export type ImagePromptOutput = z.infer<typeof imagePromptOutputSchema>;

const IDEA = 'How small bakeries can win local customers online';

export const articleStudio = defineStudio({
  id: 'article',
  kinds: {
    titleIdeas: defineKind({
      family: 'article',
      runs: 'now',
      input: titleIdeasRequestSchema,
      output: titleIdeasOutputSchema,
      cost: () => 0,
      timeoutMs: 45_000,
      example: { idea: IDEA, language: 'en' },
    }),
    article: defineKind({
      family: 'article',
      runs: 'queued',
      input: articleRequestSchema,
      output: articleOutputSchema,
      cost: () => ARTICLE_COST,
      timeoutMs: 60_000,
      example: { idea: IDEA, title: 'Bread, Maps and Reviews', wordCount: 300 },
    }),
    imagePrompt: defineKind({
      family: 'article',
      runs: 'now',
      input: imagePromptRequestSchema,
      output: imagePromptOutputSchema,
      cost: () => 0,
      timeoutMs: 60_000,
      example: {
        title: 'Bread, Maps and Reviews',
        content: '<p>Local bakeries and their online reviews.</p>',
      },
    }),
  },
});
