import {
  VIDEO_DEFAULT_TITLE,
  VIDEO_PROMPT_FALLBACK_LENGTH,
  type VideoFileSource,
  type VideoRecord,
  type VideoRequest,
  type VideoSource,
} from '@forja/contracts';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { archiveItems } from '../archives/archive-kit.js';
import type { FilesService } from '../files/files.service.js';
import type { VideoCompletion, VideoRow, VideosRepository } from './videos.repository.js';

/*
 * The Video Library (docs/product/video-studio.md): the user's renders, newest first, each
 * with where it plays from. The render job reports here: accepted (a processing row),
 * completed (its stored files kept) or failed.
 */

/** The prompt a video is listed with: the one asked, else the title, else the first narration (docs/product/video-studio.md). */
export function videoPrompt(input: Pick<VideoRequest, 'prompt' | 'videoTitle' | 'scenes'>): string {
  return (
    input.prompt ||
    input.videoTitle ||
    (input.scenes[0]?.voiceOverText ?? '').slice(0, VIDEO_PROMPT_FALLBACK_LENGTH)
  );
}

export function createVideosService(repo: VideosRepository, files: FilesService, now = () => new Date()) {
  /** Playable URL and badge in this order: our copy, else the provider's link until it expires. */
  function whereItPlays(row: VideoRow): { url: string | null; fileSource: VideoFileSource | null } {
    if (row.fileKey) return { url: files.storage.publicUrl(row.fileKey), fileSource: 'storage' };
    if (!row.providerUrl) return { url: null, fileSource: null };
    if (row.expiresAt && row.expiresAt <= now()) return { url: null, fileSource: 'expired' };
    return { url: row.providerUrl, fileSource: 'json2video' };
  }

  function toRecord(row: VideoRow): VideoRecord {
    // The generation failed without the job completing the row (a crash); cancelled ones are not listed.
    const ended = row.generationStatus === 'failed';
    const failed = row.status === 'failed' || (row.status === 'processing' && ended);
    const errorCode = row.errorCode ?? row.generationErrorCode ?? (ended ? 'ABORTED' : null);
    const { url, fileSource } = whereItPlays(row);
    return {
      id: row.id,
      title: row.title || VIDEO_DEFAULT_TITLE,
      prompt: row.prompt,
      status: failed ? 'failed' : row.status,
      source: row.source,
      fileSource,
      url,
      posterUrl: row.posterKey ? files.storage.publicUrl(row.posterKey) : null,
      generationId: row.generationId,
      demo: row.demo,
      projectId: row.projectId,
      duration: row.durationSeconds === null ? null : Math.round(row.durationSeconds * 100) / 100,
      resolution: row.resolution,
      fileSize: row.fileSize,
      scenesCount: row.scenesCount,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      error:
        failed && errorCode
          ? { code: errorCode, message: row.error ?? row.generationError ?? 'The render failed.' }
          : null,
      version: row.version,
      parentVideoId: row.parentVideoId,
      revisable: row.hasDraft && !failed && row.status === 'completed',
      credits: row.credits,
    };
  }

  const archive = archiveItems(repo.archive, toRecord, files);

  return {
    list: archive.list,
    count: archive.count,
    get: archive.get,
    delete: archive.delete,

    /** For publishing (modules/publications): a completed video's stored MP4, or undefined. */
    async storedFile(userId: string, id: string) {
      const row = await repo.archive.find(userId, id);
      if (!row || row.status !== 'completed' || !row.fileKey) return undefined;
      return {
        title: row.title || VIDEO_DEFAULT_TITLE,
        key: row.fileKey,
        sizeBytes: row.fileSize,
        durationSeconds: row.durationSeconds,
      };
    },

    // ------------------------------------------------------------ the render job's reports

    /** The render was accepted (its credits held): the library shows it as processing. Once per generation. */
    async accepted(
      userId: string,
      generationId: string,
      input: VideoRequest,
      source: VideoSource,
    ): Promise<string> {
      const existing = await repo.findByGeneration(userId, generationId);
      if (existing) return existing.id;
      return repo.insert({
        userId,
        generationId,
        title: input.videoTitle,
        prompt: videoPrompt(input),
        source,
        resolution: input.resolution,
        scenesCount: input.scenes.length,
      });
    },

    /** JSON2Video took the render: its project id, shown while processing. */
    async started(userId: string, videoId: string, projectId: string): Promise<void> {
      await repo.setProject(videoId, userId, projectId);
    },

    /**
     * The MP4 is stored and the render is being charged: inside that transaction the row is
     * completed (locked first, as a deletion does) and its files kept, so the hourly cleanup
     * never takes them. False when the row is no longer processing (deleted meanwhile). A
     * poster that is gone (a previewed image past its hour) leaves the video without one.
     */
    async completeIn(tx: Tx, userId: string, videoId: string, values: VideoCompletion): Promise<boolean> {
      if (!(await repo.complete(tx, videoId, userId, values))) return false;
      if (!values.fileId || !(await files.keepIn(tx, userId, values.fileId))) throw notFound('File');
      if (values.posterFileId && !(await files.keepIn(tx, userId, values.posterFileId)))
        await repo.clearPoster(tx, videoId, userId);
      return true;
    },

    /** `provider`: the provider's link when the render exists there but could not be copied. */
    async failed(
      userId: string,
      videoId: string,
      code: string,
      message: string,
      provider?: { providerUrl: string; expiresAt: Date },
    ): Promise<void> {
      await repo.fail(videoId, userId, { errorCode: code, error: message, ...provider });
    },
  };
}
export type VideosService = ReturnType<typeof createVideosService>;
