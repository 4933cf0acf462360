import { and, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { demoOutputColumn } from '../../db/demo-output.js';
import { releaseFiles } from '../../db/discard-files.js';
import { cursorAtOf } from '../../db/newest-first.js';
import { articles, generations, storedFiles } from '../../db/schema/index.js';
import { defineArchive, type ArchiveRow } from '../archives/archive-kit.js';
import { PREVIEW_SOURCE_LENGTH } from './article-content.js';

export type NewArticle = Omit<typeof articles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/*
 * Everything but the content, the start of the content for the preview, the image's storage
 * key, the WordPress post's address, time and status (not the site nor the claim).
 */
const summaryColumns = {
  id: articles.id,
  title: articles.title,
  tone: articles.tone,
  wordCount: articles.wordCount,
  language: articles.language,
  audience: articles.audience,
  metaDescription: articles.metaDescription,
  tags: articles.tags,
  fromMetadata: articles.fromMetadata,
  imageFileId: articles.imageFileId,
  imageUrl: articles.imageUrl,
  imagePrompt: articles.imagePrompt,
  generationId: articles.generationId,
  createdAt: articles.createdAt,
  wordpressPostUrl: articles.wordpressPostUrl,
  wordpressPublishedAt: articles.wordpressPublishedAt,
  wordpressPostStatus: articles.wordpressPostStatus,
  contentStart: sql<string>`left(${articles.content}, ${PREVIEW_SOURCE_LENGTH})`,
  imageKey: storedFiles.key,
  /** Which provider wrote it (the offline demo generator is labelled as such). */
  generatedBy: generations.provider,
  demo: demoOutputColumn,
  cursorAt: cursorAtOf(articles.createdAt),
};

/** The saved-articles archive: searched by title, each showing its image file (when stored). */
export const articlesArchive = defineArchive({
  table: articles,
  noun: 'Article',
  cards: (db: Db) => withSummaryJoins(db.select(summaryColumns).from(articles).$dynamic()),
  search: [articles.title],
  files: [articles.imageFileId],
});
export type ArticleSummaryRow = ArchiveRow<ReturnType<typeof articlesArchive.spec.cards>>;

function withSummaryJoins<Q extends PgSelect>(query: Q) {
  return query
    .leftJoin(storedFiles, eq(storedFiles.id, articles.imageFileId))
    .leftJoin(generations, eq(generations.id, articles.generationId));
}

const owned = (id: string, userId: string) => and(eq(articles.id, id), eq(articles.userId, userId));

/** The articles table: the archive's rows, editing and the WordPress claim. Every query takes the session user's id. */
export function createArticlesRepository(db: Db) {
  return {
    /** The archive: find, list, count, insert and delete (modules/archives/archive-kit.ts). */
    archive: articlesArchive.rows(db),

    /** The card's columns and the whole content. */
    async findFull(id: string, userId: string) {
      const [row] = await withSummaryJoins(
        db
          .select({ ...summaryColumns, content: articles.content })
          .from(articles)
          .$dynamic(),
      ).where(owned(id, userId));
      return row;
    },

    /**
     * Changes the user's article with values worked out from its current content and tags,
     * in one transaction with the row locked (so the 'from metadata' flag matches what is
     * saved). An image file the change replaces or removes is released in that transaction.
     */
    async update(
      id: string,
      userId: string,
      change: (current: { content: string; tags: string[] }) => Partial<NewArticle>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ content: articles.content, tags: articles.tags, imageFileId: articles.imageFileId })
          .from(articles)
          .where(owned(id, userId))
          .for('update');
        if (!current) return false;
        const values = change(current);
        await tx
          .update(articles)
          .set({ ...values, updatedAt: new Date() })
          .where(owned(id, userId));
        const old = current.imageFileId;
        if (old && values.imageFileId !== undefined && values.imageFileId !== old)
          // Released (the hourly cleanup takes it) unless another item shows it.
          await releaseFiles(tx, userId, [old]);
        return true;
      });
    },

    async exists(id: string, userId: string): Promise<boolean> {
      const [row] = await db.select({ id: articles.id }).from(articles).where(owned(id, userId));
      return !!row;
    },

    /**
     * Takes the article's publishing claim in one statement: only when nobody holds it, or
     * the holder's claim is older than `staleSeconds`. Answers the post it was last
     * published as, or undefined when the claim is held (or the article is not the user's).
     */
    async claimWordPress(id: string, userId: string, token: string, staleSeconds: number) {
      const [row] = await db
        .update(articles)
        .set({ wordpressClaim: token, wordpressClaimedAt: sql`now()` })
        .where(
          and(
            owned(id, userId),
            sql`(${articles.wordpressClaim} IS NULL
                 OR ${articles.wordpressClaimedAt} < now() - make_interval(secs => ${staleSeconds}))`,
          ),
        )
        .returning({
          siteUrl: articles.wordpressSiteUrl,
          postId: articles.wordpressPostId,
          mediaId: articles.wordpressMediaId,
          mediaFileId: articles.wordpressMediaFileId,
        });
      return row;
    },

    /**
     * Records the post and lets the claim go, if the claim is still this publish's. Answers
     * what was recorded, or undefined when another publish took the claim over.
     */
    async recordWordPressPost(
      id: string,
      userId: string,
      token: string,
      post: {
        siteUrl: string;
        postId: number;
        postUrl: string | null;
        status: string | null;
        mediaId: number | null;
        mediaFileId: string | null;
      },
    ) {
      const [row] = await db
        .update(articles)
        .set({
          wordpressSiteUrl: post.siteUrl,
          wordpressPostId: post.postId,
          wordpressPostUrl: post.postUrl,
          wordpressPostStatus: post.status,
          wordpressMediaId: post.mediaId,
          wordpressMediaFileId: post.mediaId ? post.mediaFileId : null,
          wordpressPublishedAt: sql`now()`,
          wordpressClaim: null,
          wordpressClaimedAt: null,
        })
        .where(and(owned(id, userId), eq(articles.wordpressClaim, token)))
        .returning({
          wordpressPostUrl: articles.wordpressPostUrl,
          wordpressPublishedAt: articles.wordpressPublishedAt,
          wordpressPostStatus: articles.wordpressPostStatus,
        });
      return row;
    },

    /** Lets the claim go after a failed publish (nothing else changes). */
    async releaseWordPressClaim(id: string, userId: string, token: string): Promise<void> {
      await db
        .update(articles)
        .set({ wordpressClaim: null, wordpressClaimedAt: null })
        .where(and(owned(id, userId), eq(articles.wordpressClaim, token)));
    },
  };
}
export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
