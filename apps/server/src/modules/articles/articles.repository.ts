import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { demoOutputColumn } from '../../db/demo-output.js';
import { discardFiles, releaseFiles } from '../../db/discard-files.js';
import { findOwnGeneration } from '../../db/own-generation.js';
import { afterCursor, containing, cursorAtOf, newestFirst } from '../../db/newest-first.js';
import { articles, generations, storedFiles } from '../../db/schema/index.js';
import { PREVIEW_SOURCE_LENGTH } from './article-content.js';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = Omit<typeof articles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** Where the list stopped: the last row's created_at (to the microsecond) and id. */
export interface ArticleCursor {
  createdAt: string;
  id: string;
}

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

const owned = (id: string, userId: string) => and(eq(articles.id, id), eq(articles.userId, userId));

/** The articles table. Every query takes the session user's id. */
export function createArticlesRepository(db: Db) {
  return {
    /** Inserts, or returns undefined when this generation is already saved (the unique key). */
    async insert(values: NewArticle): Promise<ArticleRow | undefined> {
      const [row] = await db
        .insert(articles)
        .values(values)
        .onConflictDoNothing({ target: [articles.userId, articles.generationId] })
        .returning();
      return row;
    },

    async findIdByGeneration(userId: string, generationId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.userId, userId), eq(articles.generationId, generationId)));
      return row?.id;
    },

    findGeneration: (userId: string, generationId: string) => findOwnGeneration(db, userId, generationId),

    async findSummary(id: string, userId: string) {
      const [row] = await db
        .select(summaryColumns)
        .from(articles)
        .leftJoin(storedFiles, eq(storedFiles.id, articles.imageFileId))
        .leftJoin(generations, eq(generations.id, articles.generationId))
        .where(owned(id, userId));
      return row;
    },

    /** The card's columns and the whole content. */
    async findFull(id: string, userId: string) {
      const [row] = await db
        .select({ ...summaryColumns, content: articles.content })
        .from(articles)
        .leftJoin(storedFiles, eq(storedFiles.id, articles.imageFileId))
        .leftJoin(generations, eq(generations.id, articles.generationId))
        .where(owned(id, userId));
      return row;
    },

    /** Newest first; after `cursor`, titles containing `q` when given. One more than `limit` tells whether a page follows. */
    async list(
      userId: string,
      opts: { q?: string | undefined; cursor?: ArticleCursor | undefined; limit: number },
    ) {
      const after = afterCursor(articles, opts.cursor);
      return db
        .select(summaryColumns)
        .from(articles)
        .leftJoin(storedFiles, eq(storedFiles.id, articles.imageFileId))
        .leftJoin(generations, eq(generations.id, articles.generationId))
        .where(and(eq(articles.userId, userId), after, containing(opts.q, [articles.title])))
        .orderBy(...newestFirst(articles))
        .limit(opts.limit + 1);
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(articles).where(eq(articles.userId, userId));
      return row?.n ?? 0;
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

    /**
     * Deletes the user's article and, in the same transaction, marks its image file deleted
     * (unless another item still shows it): the bytes must stop answering at /files/.
     */
    async delete(id: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(articles)
          .where(owned(id, userId))
          .returning({ imageFileId: articles.imageFileId });
        if (!row) return false;
        await discardFiles(tx, userId, [row.imageFileId]);
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
export type ArticleSummaryRow = Awaited<ReturnType<ArticlesRepository['list']>>[number];
