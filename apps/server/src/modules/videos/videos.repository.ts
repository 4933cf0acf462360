import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { demoOutputColumn } from '../../db/demo-output.js';
import { discardFiles } from '../../db/discard-files.js';
import { afterCursor, containing, cursorAtOf, newestFirst } from '../../db/newest-first.js';
import { generations, storedFiles, videos } from '../../db/schema/index.js';
import type { KeysetCursor } from '../../lib/keyset-cursor.js';

export type NewVideo = Pick<
  typeof videos.$inferInsert,
  'userId' | 'generationId' | 'title' | 'prompt' | 'source' | 'resolution' | 'scenesCount'
>;
export type VideoCompletion = Pick<
  typeof videos.$inferInsert,
  'fileId' | 'posterFileId' | 'durationSeconds' | 'fileSize' | 'projectId' | 'providerUrl' | 'expiresAt'
>;

const files = {
  video: sql<
    string | null
  >`(SELECT ${storedFiles.key} FROM ${storedFiles} WHERE ${storedFiles.id} = ${videos.fileId} AND ${storedFiles.deletedAt} IS NULL)`,
  poster: sql<
    string | null
  >`(SELECT ${storedFiles.key} FROM ${storedFiles} WHERE ${storedFiles.id} = ${videos.posterFileId} AND ${storedFiles.deletedAt} IS NULL)`,
};

const cardColumns = {
  id: videos.id,
  title: videos.title,
  prompt: videos.prompt,
  status: videos.status,
  source: videos.source,
  generationId: videos.generationId,
  projectId: videos.projectId,
  providerUrl: videos.providerUrl,
  expiresAt: videos.expiresAt,
  resolution: videos.resolution,
  scenesCount: videos.scenesCount,
  durationSeconds: videos.durationSeconds,
  fileSize: videos.fileSize,
  errorCode: videos.errorCode,
  error: videos.error,
  createdAt: videos.createdAt,
  completedAt: videos.completedAt,
  fileKey: files.video,
  posterKey: files.poster,
  // A render whose generation ended without completing the row (cancelled while queued, a
  // crash) reads as failed with the generation's reason.
  generationStatus: generations.status,
  generationErrorCode: generations.errorCode,
  generationError: generations.error,
  demo: demoOutputColumn,
  cursorAt: cursorAtOf(videos.createdAt),
};
export type VideoRow = Awaited<ReturnType<VideosRepository['list']>>[number];

const owned = (id: string, userId: string) => and(eq(videos.id, id), eq(videos.userId, userId));
/**
 * A render its user cancelled is no video: the library neither lists nor counts it (a cancel
 * never completes a row: completion and capture are one transaction, and a cancel refuses both).
 */
const notCancelled = sql`${generations.status} IS DISTINCT FROM 'cancelled'`;

/** The videos table. Every query takes the session user's id. */
export function createVideosRepository(db: Db) {
  const cards = () =>
    db.select(cardColumns).from(videos).leftJoin(generations, eq(generations.id, videos.generationId));

  return {
    async insert(values: NewVideo): Promise<string> {
      const [row] = await db.insert(videos).values(values).returning({ id: videos.id });
      return row!.id;
    },

    async findByGeneration(userId: string, generationId: string) {
      const [row] = await db
        .select({ id: videos.id, status: videos.status, fileId: videos.fileId })
        .from(videos)
        .where(and(eq(videos.userId, userId), eq(videos.generationId, generationId)));
      return row;
    },

    /** Completed, in the caller's transaction; only a row still processing changes (a deleted one stays deleted). */
    async complete(tx: Tx, id: string, userId: string, values: VideoCompletion): Promise<boolean> {
      const rows = await tx
        .update(videos)
        .set({ ...values, status: 'completed', completedAt: new Date(), errorCode: null, error: null })
        .where(and(owned(id, userId), eq(videos.status, 'processing')))
        .returning({ id: videos.id });
      return rows.length > 0;
    },

    async clearPoster(tx: Tx, id: string, userId: string): Promise<void> {
      await tx.update(videos).set({ posterFileId: null }).where(owned(id, userId));
    },

    async setProject(id: string, userId: string, projectId: string): Promise<void> {
      await db.update(videos).set({ projectId }).where(owned(id, userId));
    },

    async fail(
      id: string,
      userId: string,
      values: Pick<typeof videos.$inferInsert, 'errorCode' | 'error' | 'providerUrl' | 'expiresAt'>,
    ): Promise<void> {
      await db
        .update(videos)
        .set({ ...values, status: 'failed' })
        .where(and(owned(id, userId), eq(videos.status, 'processing')));
    },

    async find(id: string, userId: string) {
      const [row] = await cards().where(and(owned(id, userId), notCancelled));
      return row;
    },

    /** Newest first, after `cursor`, title or prompt containing `q`; one more than `limit` says a page follows. */
    async list(
      userId: string,
      opts: { q?: string | undefined; cursor?: KeysetCursor | undefined; limit: number },
    ) {
      const after = afterCursor(videos, opts.cursor);
      const matching = containing(opts.q, [videos.title, videos.prompt]);
      return cards()
        .where(and(eq(videos.userId, userId), notCancelled, after, matching))
        .orderBy(...newestFirst(videos))
        .limit(opts.limit + 1);
    },

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(videos)
        .leftJoin(generations, eq(generations.id, videos.generationId))
        .where(and(eq(videos.userId, userId), notCancelled));
      return row?.n ?? 0;
    },

    /**
     * Deletes the user's video and, in the same transaction, marks its MP4 and poster deleted:
     * the bytes must stop answering at /files/ (files.purgeDeleted removes them next).
     */
    async delete(id: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(videos)
          .where(owned(id, userId))
          .returning({ fileId: videos.fileId, posterFileId: videos.posterFileId });
        if (!row) return false;
        await discardFiles(tx, userId, [row.fileId, row.posterFileId]);
        return true;
      });
    },
  };
}
export type VideosRepository = ReturnType<typeof createVideosRepository>;
