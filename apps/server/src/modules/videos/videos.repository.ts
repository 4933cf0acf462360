import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { demoOutputColumn } from '../../db/demo-output.js';
import { cursorAtOf } from '../../db/newest-first.js';
import { generations, storedFiles, videos } from '../../db/schema/index.js';
import { defineArchive, type ArchiveRow } from '../archives/archive-kit.js';

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

/**
 * A render its user cancelled is no video: the library neither lists nor counts it (a cancel
 * never completes a row: completion and capture are one transaction, and a cancel refuses both).
 */
const notCancelled = sql`NOT EXISTS (SELECT 1 FROM ${generations}
  WHERE ${generations.id} = ${videos.generationId} AND ${generations.status} = 'cancelled')`;

/** The Video Library's rows: searched by title and prompt, each showing its MP4 and poster. */
export const videosArchive = defineArchive({
  table: videos,
  noun: 'Video',
  cards: (db: Db) =>
    db
      .select({
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
        version: videos.version,
        parentVideoId: videos.parentVideoId,
        hasDraft: sql<boolean>`${videos.draft} IS NOT NULL`,
        credits: videos.credits,
        fileKey: files.video,
        posterKey: files.poster,
        // A render whose generation ended without completing the row (cancelled while queued, a
        // crash) reads as failed with the generation's reason.
        generationStatus: generations.status,
        generationErrorCode: generations.errorCode,
        generationError: generations.error,
        demo: demoOutputColumn,
        cursorAt: cursorAtOf(videos.createdAt),
      })
      .from(videos)
      .leftJoin(generations, eq(generations.id, videos.generationId))
      .$dynamic(),
  search: [videos.title, videos.prompt],
  files: [videos.fileId, videos.posterFileId],
  shown: notCancelled,
});
export type VideoRow = ArchiveRow<ReturnType<typeof videosArchive.spec.cards>>;

const owned = (id: string, userId: string) => and(eq(videos.id, id), eq(videos.userId, userId));

/** The videos table: the library's rows and the render's reports. Every query takes the session user's id. */
export function createVideosRepository(db: Db) {
  return {
    /** The library: find, list, count and delete (modules/archives/archive-kit.ts). */
    archive: videosArchive.rows(db),

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
  };
}
export type VideosRepository = ReturnType<typeof createVideosRepository>;
