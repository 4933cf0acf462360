import {
  VIDEO_DEFAULT_TITLE,
  VIDEO_PROMPT_FALLBACK_LENGTH,
  videoRequestSchema,
  type MediaCredit,
  type VideoDraft,
  type VideoFileSource,
  type VideoRecord,
  type VideoRequest,
  type VideoSource,
} from '@forja/contracts';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { archiveItems } from '../archives/archive-kit.js';
import type { FilesService } from '../files/files.service.js';
import type { SpeechWord } from '../../integrations/speech/speech-engine.js';
import type { ReusableParts } from './local-render.js';
import type { VideoCompletion, VideoFileEntry, VideoRow, VideosRepository } from './videos.repository.js';

/** What a completed render leaves besides its MP4 and poster (local-render.ts RenderedVideo). */
export interface VideoKeeps {
  draft: VideoRequest;
  credits: MediaCredit[];
  /** Every file the video owns through video_files. */
  files: VideoFileEntry[];
  /** Of those, the files the render stored: saved with the video. */
  stored: string[];
}

/** The video a revision starts from. */
export type RevisableVideo = NonNullable<Awaited<ReturnType<VideosRepository['revisable']>>>;

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

  /** A render's row, inserted once per generation (an accept step run again finds it). */
  async function insertOnce(row: Parameters<VideosRepository['insert']>[0]): Promise<string> {
    const existing = await repo.findByGeneration(row.userId, row.generationId!);
    return existing ? existing.id : repo.insert(row);
  }

  const archive = archiveItems(repo.archive, toRecord, files);

  /**
   * The user's completed video with its draft; 404 when it cannot be revised (or is not theirs).
   * The stored draft is read through today's schema (its defaults filled): one that no longer
   * reads is not revisable rather than a 500.
   */
  async function revisable(userId: string, id: string): Promise<RevisableVideo> {
    const found = await repo.revisable(userId, id);
    const draft = found ? videoRequestSchema.safeParse(found.draft) : undefined;
    if (!found || !draft?.success) throw notFound('Video');
    return { ...found, draft: draft.data };
  }

  return {
    list: archive.list,
    count: archive.count,
    get: archive.get,

    /** Deletes the video with every file it owns that no other item names (a revision shares some). */
    async delete(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, id))) throw notFound('Video');
      await files.purgeDeleted();
    },

    /** The archive images and stored files a draft names (scene-sources.ts). */
    lookups: { archiveImageFile: repo.archiveImageFile, storedKey: repo.storedKey },

    /** The user's completed video with its draft; 404 when it cannot be revised (or is not theirs). */
    revisable,

    /** GET /api/videos/:id/draft. */
    async draft(userId: string, id: string): Promise<VideoDraft> {
      const found = await revisable(userId, id);
      return { videoId: found.id, version: found.version, draft: found.draft };
    },

    /** The draft stored on the user's video (a revision's is stored when it is accepted). */
    draftOf: (userId: string, id: string) => repo.draftOf(userId, id),

    /** The segments and narrations a video keeps, by key, for a revision of it to re-use. */
    async reusableParts(userId: string, videoId: string): Promise<ReusableParts> {
      const rows = await repo.filesOf(userId, videoId, ['segment', 'narration']);
      const segments: ReusableParts['segments'] = new Map(
        rows
          .filter((r) => r.role === 'segment' && r.sceneKey)
          .map((r) => {
            const ext = (r.meta as { ext?: unknown } | null)?.ext;
            return [r.sceneKey!, { fileId: r.fileId, key: r.key, ext: typeof ext === 'string' ? ext : '' }];
          }),
      );
      const narrations: ReusableParts['narrations'] = new Map(
        rows
          .filter((r) => r.role === 'narration' && r.sceneKey)
          .map((r) => {
            const meta = (r.meta ?? {}) as { durationMs?: number; words?: SpeechWord[] };
            return [
              r.sceneKey!,
              { fileId: r.fileId, key: r.key, durationMs: meta.durationMs ?? 0, words: meta.words ?? [] },
            ];
          }),
      );
      return { segments, narrations };
    },

    /** For publishing (modules/publications): a completed video's stored MP4, or undefined. */
    async storedFile(userId: string, id: string) {
      const row = await repo.archive.find(userId, id);
      if (!row || row.status !== 'completed' || !row.fileKey) return undefined;
      return {
        title: row.title || VIDEO_DEFAULT_TITLE,
        key: row.fileKey,
        sizeBytes: row.fileSize,
        durationSeconds: row.durationSeconds,
        credits: row.credits,
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
      return insertOnce({
        userId,
        generationId,
        title: input.videoTitle,
        prompt: videoPrompt(input),
        source,
        resolution: input.resolution,
        scenesCount: input.scenes.length,
      });
    },

    /**
     * A revision was accepted (its credits held): a new version of the video, processing, with
     * the parent's title and prompt and the revised draft. Once per generation.
     */
    async acceptedRevision(
      userId: string,
      generationId: string,
      parent: RevisableVideo,
      draft: VideoRequest,
      source: VideoSource,
    ): Promise<string> {
      return insertOnce({
        userId,
        generationId,
        title: parent.title,
        prompt: parent.prompt,
        source,
        resolution: draft.resolution,
        scenesCount: draft.scenes.length,
        version: parent.version + 1,
        parentVideoId: parent.id,
        draft,
      });
    },

    /** The video a generation renders, when its row exists. */
    async videoOfGeneration(userId: string, generationId: string): Promise<string | undefined> {
      return (await repo.findByGeneration(userId, generationId))?.id;
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
    async completeIn(
      tx: Tx,
      userId: string,
      videoId: string,
      values: VideoCompletion,
      keeps?: VideoKeeps,
    ): Promise<boolean> {
      if (!(await repo.complete(tx, videoId, userId, values))) return false;
      if (!values.fileId || !(await files.keepIn(tx, userId, values.fileId))) throw notFound('File');
      if (values.posterFileId && !(await files.keepIn(tx, userId, values.posterFileId)))
        await repo.clearPoster(tx, videoId, userId);
      if (keeps) {
        // A file the render stored that is gone (its hour over) is simply not kept with it.
        const gone = new Set<string>();
        for (const fileId of new Set(keeps.stored))
          if (!(await files.keepIn(tx, userId, fileId))) gone.add(fileId);
        await repo.addFiles(
          tx,
          videoId,
          keeps.files.filter((f) => !gone.has(f.fileId)),
        );
        await repo.setDraft(tx, videoId, userId, keeps.draft, keeps.credits);
      }
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
