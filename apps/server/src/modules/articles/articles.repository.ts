import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles, generations, storedFiles } from '../../db/schema/index.js';
import { PREVIEW_SOURCE_LENGTH } from './article-content.js';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = Omit<typeof articles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** Where the list stopped: the last row's created_at (to the microsecond) and id. */
export interface ArticleCursor {
  createdAt: string;
  id: string;
}

/* Everything but the content, the start of the content for the preview, the image's storage key. */
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
  contentStart: sql<string>`left(${articles.content}, ${PREVIEW_SOURCE_LENGTH})`,
  imageKey: storedFiles.key,
  cursorAt: sql<string>`to_char(${articles.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
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

    /** The user's generation of that id: what it produced, to keep as the original content. */
    async findGeneration(userId: string, generationId: string) {
      const [row] = await db
        .select({ kind: generations.kind, status: generations.status, output: generations.output })
        .from(generations)
        .where(and(eq(generations.id, generationId), eq(generations.userId, userId)));
      return row;
    },

    async findSummary(id: string, userId: string) {
      const [row] = await db
        .select(summaryColumns)
        .from(articles)
        .leftJoin(storedFiles, eq(storedFiles.id, articles.imageFileId))
        .where(owned(id, userId));
      return row;
    },

    /** The card's columns and the whole content. */
    async findFull(id: string, userId: string) {
      const [row] = await db
        .select({ ...summaryColumns, content: articles.content })
        .from(articles)
        .leftJoin(storedFiles, eq(storedFiles.id, articles.imageFileId))
        .where(owned(id, userId));
      return row;
    },

    /** Newest first; after `cursor` when given. One more than `limit` tells whether a page follows. */
    async list(userId: string, opts: { cursor?: ArticleCursor | undefined; limit: number }) {
      const after = opts.cursor
        ? sql`(${articles.createdAt}, ${articles.id}) < (${opts.cursor.createdAt}::timestamptz, ${opts.cursor.id}::uuid)`
        : undefined;
      return db
        .select(summaryColumns)
        .from(articles)
        .leftJoin(storedFiles, eq(storedFiles.id, articles.imageFileId))
        .where(and(eq(articles.userId, userId), after))
        .orderBy(desc(articles.createdAt), desc(articles.id))
        .limit(opts.limit + 1);
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(articles).where(eq(articles.userId, userId));
      return row?.n ?? 0;
    },

    /**
     * Changes the user's article with values worked out from its current content and tags,
     * in one transaction with the row locked (so the 'from metadata' flag matches what is saved).
     */
    async update(
      id: string,
      userId: string,
      change: (current: { content: string; tags: string[] }) => Partial<NewArticle>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ content: articles.content, tags: articles.tags })
          .from(articles)
          .where(owned(id, userId))
          .for('update');
        if (!current) return false;
        await tx
          .update(articles)
          .set({ ...change(current), updatedAt: new Date() })
          .where(owned(id, userId));
        return true;
      });
    },

    async delete(id: string, userId: string): Promise<boolean> {
      const rows = await db.delete(articles).where(owned(id, userId)).returning({ id: articles.id });
      return rows.length > 0;
    },
  };
}
export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
export type ArticleSummaryRow = Awaited<ReturnType<ArticlesRepository['list']>>[number];
