import { z } from 'zod';
import { IMAGE_PROMPT_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../generation-options.js';
import { ARTICLE_AUDIENCES, ARTICLE_STORED_LANGUAGES, ARTICLE_TONES } from './options.js';

/*
 * Saved articles (the dashboard's archive) and publishing them to
 * WordPress. Content is HTML; the server sanitises it again and caps it at
 * ARTICLE_CONTENT_MAX_LENGTH characters with a truncation notice.
 */

export const ARTICLES_PATH = '/api/articles';
export const WORDPRESS_PUBLISH_PATH = '/api/wordpress/publish';
export const ARTICLE_PREVIEW_LENGTH = 150;
export const META_DESCRIPTION_MAX_LENGTH = 1000;
export const ARTICLES_PAGE_DEFAULT = 20;
export const ARTICLES_PAGE_MAX = 50;
export const ARTICLE_TAGS_MAX = 50;
export const ARTICLE_TAG_MAX_LENGTH = 100;
/** A save request carries the article twice at most (content, in JSON); this bounds it. */
export const ARTICLE_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

const title = z.string().trim().min(1, 'title_required').max(TITLE_MAX_LENGTH, 'field_too_long');
/** Longer content is accepted and truncated with a notice, within the request's byte limit. */
const content = z.string().min(1, 'content_required');
const metaDescription = z.string().trim().max(META_DESCRIPTION_MAX_LENGTH, 'field_too_long');
const tags = z
  .array(z.string().trim().max(ARTICLE_TAG_MAX_LENGTH, 'field_too_long'))
  .max(ARTICLE_TAGS_MAX, 'too_many_items')
  .transform((list) => [...new Set(list.filter((t) => t !== ''))]);
const imagePrompt = z.string().trim().max(IMAGE_PROMPT_MAX_LENGTH, 'field_too_long');

/** POST /api/articles: the wizard's result. Saving the same generationId again returns the first save. */
export const saveArticleBodySchema = z.object({
  title,
  content,
  tone: z.enum(ARTICLE_TONES),
  wordCount: z.number().int().min(1).max(100_000),
  language: z.enum(ARTICLE_STORED_LANGUAGES),
  audience: z.enum(ARTICLE_AUDIENCES),
  metaDescription: metaDescription.default(''),
  tags: tags.default([]),
  imageFileId: z.uuid().optional(),
  imagePrompt: imagePrompt.optional(),
  generationId: z.uuid().optional(),
});
export type SaveArticleBody = z.input<typeof saveArticleBodySchema>;
export type SaveArticleInput = z.output<typeof saveArticleBodySchema>;

/** PATCH /api/articles/:id. `imageFileId: null` removes the image. */
export const updateArticleBodySchema = z
  .object({
    title,
    content,
    metaDescription,
    tags,
    imageFileId: z.uuid().nullable(),
    imagePrompt: imagePrompt.nullable(),
  })
  .partial()
  .strict();
export type UpdateArticleBody = z.input<typeof updateArticleBodySchema>;
export type UpdateArticleInput = z.output<typeof updateArticleBodySchema>;

/**
 * The WordPress post a saved article was last published as (on the site connected then):
 * its address, null when the site gave none that is http(s), when it was sent, and the
 * status the site answered then ('publish', 'draft', 'pending', 'private', 'future' or any
 * other a site may have; null when not known, for posts sent before it was recorded). The
 * site and the post's id stay on the server.
 */
export const articleWordPressSchema = z.object({
  postUrl: z.string().nullable(),
  publishedAt: z.string(),
  status: z.string().nullable(),
});
export type ArticleWordPress = z.infer<typeof articleWordPressSchema>;

/** An archive card: everything but the content, plus a plain-text preview. */
export const articleSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The first ARTICLE_PREVIEW_LENGTH characters of the content as plain text. */
  preview: z.string(),
  tone: z.string(),
  wordCount: z.number().int(),
  language: z.string(),
  audience: z.string(),
  metaDescription: z.string(),
  tags: z.array(z.string()),
  /** The 'generated from metadata' rule (see isGeneratedFromMetadata). */
  fromMetadata: z.boolean(),
  imageFileId: z.uuid().nullable(),
  imageUrl: z.string().nullable(),
  imagePrompt: z.string().nullable(),
  generationId: z.uuid().nullable(),
  /** The provider that generated it ('builtin': the offline demo generator), null if unknown. */
  generatedBy: z.string().nullable(),
  /** Made by the offline demo generator, not a model (GenerationRecord.demo); false when unknown. */
  demo: z.boolean(),
  createdAt: z.string(),
  /** Null until the article is published to WordPress from the archive. */
  wordpress: articleWordPressSchema.nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** GET /api/articles/:id: the card with the full (sanitised) content. */
export const articleSchema = articleSummarySchema.extend({ content: z.string() });
export type Article = z.infer<typeof articleSchema>;

export const articleListQuerySchema = z.object({
  /** Searches the title. */
  q: z.string().trim().max(200, 'field_too_long').optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ARTICLES_PAGE_MAX).default(ARTICLES_PAGE_DEFAULT),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

/** Newest first; `nextCursor` is null on the last page. */
export const articleListSchema = z.object({
  items: z.array(articleSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ArticleList = z.infer<typeof articleListSchema>;

export const articleCountSchema = z.object({ count: z.number().int().min(0) });
export type ArticleCount = z.infer<typeof articleCountSchema>;

// ---------------------------------------------------------------- 'generated from metadata'

/* The rule in the three interface languages: an 'About …' heading, a 'Topics covered' heading, a tag. */
const ABOUT_HEADING = /^(?:despre|about|acerca de|sobre)(?=$|[\s:,.!?–-])/i;
const TOPICS_HEADING = /^(?:tematici abordate|topics covered|temas tratados)\s*:?$/i;
const HEADING = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi;

function headingText(inner: string): string {
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True when an article was generated from metadata only: its content has a
 * heading starting with 'Despre' / 'About' / 'Acerca de' / 'Sobre', a heading 'Tematici
 * abordate' / 'Topics covered' / 'Temas tratados', and it has at least one tag.
 */
export function isGeneratedFromMetadata(html: string, articleTags: readonly string[]): boolean {
  if (!articleTags.some((t) => t.trim() !== '')) return false;
  let about = false;
  let topics = false;
  for (const match of html.matchAll(HEADING)) {
    const text = headingText(match[2] ?? '');
    if (ABOUT_HEADING.test(text)) about = true;
    else if (TOPICS_HEADING.test(text)) topics = true;
    if (about && topics) return true;
  }
  return false;
}
