/*
 * The article studio's options (docs/product/article-studio.md): the wizard's lists, limits,
 * defaults and price.
 *
 * Plain values only: no zod, directly or through another module, so a page can take a
 * constant from here without loading zod (apps/web/vite.config.ts).
 */

export const ARTICLE_TONES = [
  'professional',
  'persuasive',
  'friendly',
  'casual',
  'formal',
  'informative',
] as const;
export type ArticleTone = (typeof ARTICLE_TONES)[number];
/** `business` is shown as "Small businesses". */
export const ARTICLE_AUDIENCES = [
  'general',
  'tech',
  'business',
  'marketers',
  'beginners',
  'experts',
] as const;
export type ArticleAudience = (typeof ARTICLE_AUDIENCES)[number];
/** 1200 and 2000 are labelled "1200+" and "2000+" in the wizard. */
export const ARTICLE_WORD_COUNTS = [300, 500, 800, 1200, 2000] as const;
export type ArticleWordCount = (typeof ARTICLE_WORD_COUNTS)[number];
/** Languages an article can be generated in (a stored article may carry more, see ARTICLE_STORED_LANGUAGES). */
export const ARTICLE_LANGUAGES = ['ro', 'en', 'es'] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];
export const ARTICLE_STORED_LANGUAGES = ['ro', 'en', 'fr', 'es', 'de', 'it'] as const;

export const ARTICLE_CONTENT_MAX_LENGTH = 1_000_000;

export const ARTICLE_DEFAULTS = {
  tone: 'professional',
  wordCount: 500,
  language: 'en',
  audience: 'general',
} as const;

export const ARTICLE_COST = 2;
