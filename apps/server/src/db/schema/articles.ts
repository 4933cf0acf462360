import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { generations } from './generation.js';
import { trigramIndex } from './trigram-index.js';
import { storedFiles } from './generation-settings.js';

/**
 * Saved articles (docs/product/article-studio.md). `content` is sanitised HTML of at most 1,000,000
 * characters; `from_metadata` is isGeneratedFromMetadata (the contracts), worked out when
 * the content or tags are written so the archive list never reads whole articles.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    originalContent: text('original_content').notNull(),
    tone: text('tone').notNull(),
    wordCount: integer('word_count').notNull(),
    language: text('language').notNull(),
    audience: text('audience').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fromMetadata: boolean('from_metadata').notNull().default(false),
    /** The article's image when it is one of the studio's stored files (kept while the article uses it). */
    imageFileId: uuid('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    imagePrompt: text('image_prompt'),
    /** The generation it came from: saving the same generation twice returns the first row. */
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'set null' }),
    /*
     * The WordPress post it was published as, on which site: publishing again to the same
     * site updates that post. The claim (a token with its time) is held while a publish of
     * the article runs, so a double click cannot create two posts; a claim older than
     * WORDPRESS_CLAIM_SECONDS belongs to a publish that died and is taken over.
     * `wordpress_post_status` is the status the site answered ('publish', 'draft', 'pending'…),
     * null for posts recorded before it was kept. `wordpress_media_id` is the featured image
     * uploaded for it and `wordpress_media_file_id` the stored file it came from: while the
     * article shows that file, an update reuses the upload instead of adding another copy to
     * the site's media library.
     */
    wordpressSiteUrl: text('wordpress_site_url'),
    wordpressPostId: bigint('wordpress_post_id', { mode: 'number' }),
    wordpressPostUrl: text('wordpress_post_url'),
    wordpressPostStatus: text('wordpress_post_status'),
    wordpressMediaId: bigint('wordpress_media_id', { mode: 'number' }),
    wordpressMediaFileId: uuid('wordpress_media_file_id'),
    wordpressPublishedAt: timestamp('wordpress_published_at', { withTimezone: true }),
    wordpressClaim: uuid('wordpress_claim'),
    wordpressClaimedAt: timestamp('wordpress_claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /*
     * Newest first, keyset pagination on (created_at, id). NULLS FIRST like the query's plain
     * DESC: drizzle's .desc() alone says NULLS LAST, an order PostgreSQL cannot use for
     * ORDER BY ... DESC, so it read and sorted every row of the user (~250 ms at 10,000).
     */
    index('articles_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // NULLs are distinct: only saves of the same generation collide.
    unique('articles_user_generation_unique').on(t.userId, t.generationId),
    trigramIndex('articles_title_trgm_idx', t.title),
    // "Does an article still show this file?" (releasing a file, ON DELETE SET NULL of stored files).
    index('articles_image_file_idx')
      .on(t.imageFileId)
      .where(sql`${t.imageFileId} IS NOT NULL`),
  ],
);
