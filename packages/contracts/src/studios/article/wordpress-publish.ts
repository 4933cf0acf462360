import { z } from 'zod';
import { TITLE_MAX_LENGTH } from '../../generation-options.js';
import { articleWordPressSchema, META_DESCRIPTION_MAX_LENGTH } from './archive.js';

/*
 * Publishing an article to WordPress: the form's fields, now (archive and wizard) or at a time
 * (schedules.ts). A module of its own that archive.ts does not import: the web validates
 * the schedule form with these schemas, and a module whose schemas the web uses is bundled
 * whole, zod included, wherever its first importer is (the dashboard's articles archive took
 * the article paths from archive.ts).
 */

export const WORDPRESS_POST_STATUSES = ['draft', 'publish'] as const;
export type WordPressPostStatus = (typeof WORDPRESS_POST_STATUSES)[number];
export const WORDPRESS_TERMS_MAX = 20;
export const WORDPRESS_TERM_MAX_LENGTH = 200;

/** 'a, b,,c ' -> ['a', 'b', 'c']: split on commas, trim, drop empties and repeats. */
export function splitTermList(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value.flatMap((v) => v.split(','));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const name = part.replace(/\s+/g, ' ').trim();
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      out.push(name);
    }
  }
  return out;
}

/** Comma-separated text (the publish form) or a list; either way a clean list of names. */
export const termListSchema = z
  .union([z.string().max(4000, 'field_too_long'), z.array(z.string().max(4000, 'field_too_long')).max(100)])
  .transform(splitTermList)
  .pipe(
    z
      .array(z.string().max(WORDPRESS_TERM_MAX_LENGTH, 'field_too_long'))
      .max(WORDPRESS_TERMS_MAX, 'too_many_items'),
  );

/**
 * POST /api/articles/:id/publish: every field is optional; the saved article gives the
 * title, the excerpt (its meta description) and the tags. Without a status a new post is a
 * draft, and an existing post keeps the status it has on the site.
 */
export const publishArticleBodySchema = z
  .object({
    title: z.string().trim().max(TITLE_MAX_LENGTH, 'field_too_long'),
    excerpt: z.string().trim().max(META_DESCRIPTION_MAX_LENGTH, 'field_too_long'),
    status: z.enum(WORDPRESS_POST_STATUSES),
    categories: termListSchema,
    tags: termListSchema,
  })
  .partial();
export type PublishArticleBody = z.input<typeof publishArticleBodySchema>;
export type PublishArticleInput = z.output<typeof publishArticleBodySchema>;

/** POST /api/wordpress/publish: the wizard's unsaved article. */
export const publishContentBodySchema = z.object({
  title: z.string().trim().max(TITLE_MAX_LENGTH, 'field_too_long').default(''),
  content: z.string().default(''),
  excerpt: z.string().trim().max(META_DESCRIPTION_MAX_LENGTH, 'field_too_long').default(''),
  status: z.enum(WORDPRESS_POST_STATUSES).default('draft'),
  categories: termListSchema.default([]),
  tags: termListSchema.default([]),
  imageFileId: z.uuid().optional(),
});
export type PublishContentBody = z.input<typeof publishContentBodySchema>;
export type PublishContentInput = z.output<typeof publishContentBodySchema>;

export const publishResultSchema = z.object({
  postId: z.number().int(),
  /** The post's address on the site (a preview link for drafts): http(s) only, else null. */
  postUrl: z.string().nullable(),
  status: z.string(),
  featuredMediaId: z.number().int().nullable(),
});
export type PublishResult = z.infer<typeof publishResultSchema>;

/**
 * POST /api/articles/:id/publish: the post, and what the article now records of it (as the
 * archive list shows it), so the card updates without reading the list again. Null only
 * when another publish of the article took over this one's claim and records its own post.
 */
export const articlePublishResultSchema = publishResultSchema.extend({
  wordpress: articleWordPressSchema.nullable(),
});
export type ArticlePublishResult = z.infer<typeof articlePublishResultSchema>;
