import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MediaCredit, VideoRequest } from '@forja/contracts';
import type { Db, Tx } from '../../db/client.js';
import { demoOutputColumn } from '../../db/demo-output.js';
import { discardFiles, registerFileOwners } from '../../db/discard-files.js';
import { cursorAtOf } from '../../db/newest-first.js';
import {
  generations,
  savedImages,
  storedFiles,
  videoFiles,
  videos,
  type VideoFileRole,
} from '../../db/schema/index.js';
import { defineArchive, type ArchiveRow } from '../archives/archive-kit.js';

export type NewVideo = Pick<
  typeof videos.$inferInsert,
  'userId' | 'generationId' | 'title' | 'prompt' | 'source' | 'resolution' | 'scenesCount'
> &
  Partial<Pick<typeof videos.$inferInsert, 'version' | 'parentVideoId' | 'draft'>>;

/** A file a video keeps besides its MP4 and poster (db/schema/media.ts, video_files). */
export interface VideoFileEntry {
  fileId: string;
  role: VideoFileRole;
  sceneKey?: string | null;
  meta?: unknown;
}

// A video's scene media, music, segments and narrations are owned through video_files: a file
// goes only when no video (nor any other item) names it any more.
registerFileOwners([videoFiles.fileId]);
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

    /** The files the video keeps, recorded in the transaction that completes it. */
    async addFiles(tx: Tx, videoId: string, entries: readonly VideoFileEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await tx
        .insert(videoFiles)
        .values(entries.map((e) => ({ videoId, ...e, sceneKey: e.sceneKey ?? null })));
    },

    /** What the video was rendered from, and the stock credits of its media (completion). */
    async setDraft(tx: Tx, id: string, userId: string, draft: VideoRequest, credits: MediaCredit[]) {
      await tx.update(videos).set({ draft, credits }).where(owned(id, userId));
    },

    /** The user's video with its draft, when it can be revised (completed, draft kept). */
    async revisable(userId: string, id: string) {
      const [row] = await db
        .select({
          id: videos.id,
          title: videos.title,
          prompt: videos.prompt,
          version: videos.version,
          resolution: videos.resolution,
          draft: videos.draft,
        })
        .from(videos)
        .where(and(owned(id, userId), eq(videos.status, 'completed'), sql`${videos.draft} IS NOT NULL`));
      return row?.draft ? { ...row, draft: row.draft } : undefined;
    },

    /** The stored draft of the user's video (a revision's, set when it was accepted). */
    async draftOf(userId: string, id: string): Promise<VideoRequest | null> {
      const [row] = await db.select({ draft: videos.draft }).from(videos).where(owned(id, userId));
      return row?.draft ?? null;
    },

    /** The user's video's kept files of these roles, with where they are stored. */
    async filesOf(userId: string, videoId: string, roles: readonly VideoFileRole[]) {
      return db
        .select({
          fileId: videoFiles.fileId,
          role: videoFiles.role,
          sceneKey: videoFiles.sceneKey,
          meta: videoFiles.meta,
          key: storedFiles.key,
        })
        .from(videoFiles)
        .innerJoin(videos, eq(videos.id, videoFiles.videoId))
        .innerJoin(storedFiles, eq(storedFiles.id, videoFiles.fileId))
        .where(
          and(
            eq(videoFiles.videoId, videoId),
            eq(videos.userId, userId),
            inArray(videoFiles.role, [...roles]),
            isNull(storedFiles.deletedAt),
          ),
        );
    },

    /** The file of an image in the user's images archive; undefined when it is not theirs (or gone). */
    async archiveImageFile(userId: string, imageId: string) {
      const [row] = await db
        .select({ fileId: storedFiles.id, key: storedFiles.key, contentType: storedFiles.contentType })
        .from(savedImages)
        .innerJoin(storedFiles, eq(storedFiles.id, savedImages.fileId))
        .where(
          and(eq(savedImages.id, imageId), eq(savedImages.userId, userId), isNull(storedFiles.deletedAt)),
        );
      return row;
    },

    /**
     * Where a file another module vouched for is stored (a media item of the user, a music track
     * they may use: possibly the administrator's file, hence by id alone).
     */
    async storedKey(fileId: string) {
      const [row] = await db
        .select({ key: storedFiles.key, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(and(eq(storedFiles.id, fileId), isNull(storedFiles.deletedAt)));
      return row;
    },

    /**
     * Deletes the user's video and, in the same transaction, lets go of every file it owned (its
     * MP4, poster and video_files): each goes unless another item (a revision sharing its
     * unchanged scenes, a media item, an archive image) still names it.
     */
    async delete(userId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const kept = await tx
          .select({ fileId: videoFiles.fileId })
          .from(videoFiles)
          .innerJoin(videos, eq(videos.id, videoFiles.videoId))
          .where(and(eq(videoFiles.videoId, id), eq(videos.userId, userId)));
        const [row] = await tx
          .delete(videos)
          .where(owned(id, userId))
          .returning({ fileId: videos.fileId, posterFileId: videos.posterFileId });
        if (!row) return false;
        await discardFiles(tx, userId, [row.fileId, row.posterFileId, ...kept.map((k) => k.fileId)]);
        return true;
      });
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
