import type { SocialLanguage, SocialPost, SocialSourceStudio, SocialTone } from '@forja/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/auth.js';
import { generations } from '../../db/schema/generation.js';
import { trigramIndex } from '../../db/schema/trigram-index.js';

/**
 * The social posts archive (docs/product/social-posts-studio.md): posts as the user saved them,
 * with what they were written from. Deleting a set deletes the row (no files to keep).
 */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /**
     * The saved article, video script or video they were written from; null for an idea. No
     * foreign key (it names one of three tables): a source deleted later leaves the posts.
     */
    sourceStudio: text('source_studio').$type<SocialSourceStudio>(),
    sourceId: uuid('source_id'),
    language: text('language').$type<SocialLanguage>().notNull(),
    tone: text('tone').$type<SocialTone>().notNull(),
    posts: jsonb('posts').$type<SocialPost[]>().notNull(),
    /** The posts' text in one column, so the search reads an indexed column instead of the JSON. */
    postsText: text('posts_text').notNull(),
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first, keyset on (created_at, id); NULLS FIRST as articles_user_created_idx explains.
    index('social_posts_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    trigramIndex('social_posts_title_trgm_idx', t.title),
    trigramIndex('social_posts_text_trgm_idx', t.postsText),
    // One saved set per generation: saving it again updates it (the archive kit's saveOnce).
    unique('social_posts_user_generation_unique').on(t.userId, t.generationId),
    check('social_posts_source_whole', sql`(${t.sourceStudio} IS NULL) = (${t.sourceId} IS NULL)`),
  ],
);
