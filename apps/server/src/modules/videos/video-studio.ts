import {
  revisedVideoRequest,
  VIDEO_DEFAULTS,
  videoRenderCost,
  videoRevisionCost,
  type VideoOutput,
  type VideoRenderProvider,
  type VideoRequest,
  type VideoRevisionRequest,
  type VideoSceneImageRequest,
  type VideoSceneImageResponse,
  videoSceneImageRequestSchema,
} from '@forja/contracts';
import type { Logger } from 'pino';
import { GenerationError } from '../../integrations/generation/index.js';
import { AppError } from '../../lib/app-error.js';
import type { SpeechEngine } from '../../integrations/speech/speech-engine.js';
import type { VideoRenderer } from '../../integrations/video-render/video-renderer.js';
import type { FilesService } from '../files/files.service.js';
import type { ProviderResolver } from '../generation/provider-resolver.js';
import type { MediaLibrary } from '../media-library/media-library-seam.js';
import { renderLocally, type RenderedVideo, type ReusableParts } from './local-render.js';
import { draftSources } from './scene-sources.js';
import { SCENE_IMAGE_PREVIEW_PURPOSE } from './video-files.js';
import { JSON2VIDEO_LINK_LIFETIME_MS, renderRemotely, type RemoteRenderDeps } from './remote-render.js';
import { makeSceneImage } from './scene-images.js';
import type { RenderContext } from './render-context.js';
import type { VideosService } from './videos.service.js';

/*
 * The video studio's server side (docs/product/video-studio.md): the `video` generation
 * kind's work (accept -> a processing row; render -> images, voice, subtitles, encoding,
 * storing; the row completed or failed) and the scene-image preview. Credits are the
 * engine's: held when accepted, captured after this returns together with the row's
 * completion (one transaction), released when it throws or is cancelled.
 */

export interface VideoStudioDeps {
  videos: VideosService;
  files: FilesService;
  resolver: ProviderResolver;
  /** Who renders the next video (the admin's choice, read per render). */
  videoRender: () => Promise<{ active: VideoRenderProvider }>;
  renderer: VideoRenderer;
  /** The speech engine the admin's settings pick (read per render). */
  speech: () => Promise<SpeechEngine>;
  json2video: RemoteRenderDeps['json2video'];
  allowedPrivateHosts: readonly string[];
  /** The media and music libraries: read only when a draft uses them. */
  mediaLibrary: () => MediaLibrary;
  /** The site's public address: a remote renderer fetches the scenes' files from it. */
  appUrl: string;
  log: Logger;
}

export type { RenderContext } from './render-context.js';

export function createVideoStudio(deps: VideoStudioDeps) {
  const { videos, files, log } = deps;

  /** The image family's provider (the admin's choice for images) and the hosts its links may use. */
  async function imageProvider() {
    const resolved = await deps.resolver.providerFor('image');
    return {
      imageProvider: resolved.provider,
      imageProviderKind: resolved.providerKind,
      linkHosts: [...deps.allowedPrivateHosts, ...resolved.ownHosts],
    };
  }

  /** A local render draws its scenes with the image provider: the result records whose (demo or model). */
  async function scenePictures(ctx: RenderContext) {
    const images = await imageProvider();
    await ctx.recordImageProvider(images.imageProviderKind);
    return images;
  }

  /** The draft's archive images, media and music, checked to be the user's (scene-sources.ts). */
  const sourcesOf = (userId: string, draft: Pick<VideoRequest, 'scenes' | 'music'>) =>
    draftSources({ repo: videos.lookups, mediaLibrary: deps.mediaLibrary }, userId, draft);

  /** A stored file's address a remote renderer can fetch (the storage's own, or this site's). */
  const absolute = (key: string) => {
    const url = files.storage.publicUrl(key);
    return url.startsWith('/') ? `${deps.appUrl}${url}` : url;
  };

  /** Renders the draft into the video's row: completed with what it keeps, or failed and rethrown. */
  async function renderInto(
    videoId: string,
    input: VideoRequest,
    ctx: RenderContext,
    reuse?: ReusableParts,
  ): Promise<VideoOutput> {
    const source = (await videos.get(ctx.userId, videoId)).source;
    try {
      // Checked when it was accepted; an item deleted since fails the render (nothing charged).
      const sources = await sourcesOf(ctx.userId, input).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        throw new GenerationError('RENDER_FAILED', {
          message: `A file the video uses is no longer available: ${error.message}`,
          cause: error,
        });
      });
      let done: RenderedVideo;
      if (source === 'local') {
        done = await renderLocally(input, {
          ...ctx,
          ...(await scenePictures(ctx)),
          speech: await deps.speech(),
          renderer: deps.renderer,
          sources,
          ...(reuse ? { reuse } : {}),
        });
      } else {
        done = await renderRemotely(source, input, ctx, {
          files: ctx.files,
          json2video: deps.json2video,
          allowedPrivateHosts: deps.allowedPrivateHosts,
          onProject: (projectId) => videos.started(ctx.userId, videoId, projectId),
          media: {
            scenes: sources.scenes.map((s) =>
              s
                ? {
                    url: absolute(s.key),
                    type: s.kind === 'media' && s.item.type === 'video' ? 'video' : 'image',
                  }
                : null,
            ),
            music:
              sources.music && input.music
                ? { url: absolute(sources.music.key), volume: input.music.volume }
                : null,
          },
        });
        done = {
          ...done,
          draft: input,
          credits: sources.credits,
          files: [
            ...sources.scenes.flatMap((s, i) =>
              s ? [{ fileId: s.fileId, role: 'scene-media' as const, sceneKey: input.scenes[i]!.id }] : [],
            ),
            ...(sources.music ? [{ fileId: sources.music.fileId, role: 'music' as const }] : []),
          ],
          stored: [],
          scenesRendered: input.scenes.length,
        };
      }
      ctx.signal.throwIfAborted();
      // Completed in the transaction that charges it (the engine's capture): a cancel that
      // comes first leaves the row as it is and the MP4 is deleted; nothing is charged.
      ctx.whenKept(async (tx) => {
        const kept = await videos.completeIn(
          tx,
          ctx.userId,
          videoId,
          {
            fileId: done.fileId,
            posterFileId: done.posterFileId ?? null,
            durationSeconds: done.durationSeconds,
            fileSize: done.sizeBytes,
            projectId: done.projectId ?? null,
            providerUrl: done.providerUrl ?? null,
            expiresAt: done.expiresAt ?? null,
          },
          {
            draft: done.draft ?? input,
            credits: done.credits ?? [],
            files: done.files ?? [],
            stored: done.stored ?? [],
          },
        );
        // Deleted from the library while rendering: nothing to deliver, nothing to charge.
        if (!kept)
          throw new GenerationError('ABORTED', { message: 'The video was deleted while rendering.' });
      });
      return {
        videoId,
        fileId: done.fileId,
        url: done.url,
        durationSeconds: done.durationSeconds,
        width: done.width,
        height: done.height,
        sizeBytes: done.sizeBytes,
        ...(done.scenesRendered === undefined ? {} : { scenesRendered: done.scenesRendered }),
      };
    } catch (error) {
      const code =
        error instanceof GenerationError ? error.code : ctx.signal.aborted ? 'ABORTED' : 'RENDER_FAILED';
      const message = error instanceof Error ? error.message : String(error);
      const link = error instanceof GenerationError ? error.details?.providerUrl : undefined;
      const provider =
        typeof link === 'string'
          ? {
              providerUrl: link,
              expiresAt: new Date(
                code === 'VIDEO_LINK_EXPIRED' ? Date.now() : Date.now() + JSON2VIDEO_LINK_LIFETIME_MS,
              ),
            }
          : undefined;
      await videos
        .failed(ctx.userId, videoId, code, message.slice(0, 500), provider)
        .catch((err: unknown) => log.error({ err, videoId }, 'could not mark the video failed'));
      throw error;
    }
  }

  /** A revision's video: the user's completed version it revises, and the draft it becomes. */
  async function revisionOf(userId: string, input: VideoRevisionRequest) {
    const parent = await videos.revisable(userId, input.videoId);
    return { parent, draft: revisedVideoRequest(parent.draft, input) };
  }

  return {
    /** Before any hold: the draft's files must be the user's (a refusal charges nothing). */
    async price(userId: string, input: VideoRequest): Promise<number> {
      await sourcesOf(userId, input);
      return videoRenderCost(input);
    },

    /** The render was accepted (credits held): its library row, processing. */
    async accepted(userId: string, generationId: string, input: VideoRequest): Promise<void> {
      const { active } = await deps.videoRender();
      await videos.accepted(userId, generationId, input, active);
    },

    /** The queued job: renders, stores the MP4 and completes the row; on any failure the row is failed and the error rethrown. */
    async render(input: VideoRequest, ctx: RenderContext): Promise<VideoOutput> {
      const { active } = await deps.videoRender();
      const videoId = await videos.accepted(ctx.userId, ctx.generationId, input, active);
      return renderInto(videoId, input, ctx);
    },

    /**
     * What a revision costs: the scenes it changes from the stored video (docs/product/video-studio.md).
     * 404 when the video is not the user's completed, revisable one; its files checked like a render's.
     */
    async revisionPrice(userId: string, input: VideoRevisionRequest): Promise<number> {
      const { parent, draft } = await revisionOf(userId, input);
      await sourcesOf(userId, draft);
      return videoRevisionCost(parent.draft, input);
    },

    /** The revision was accepted (credits held): the new version's row, processing. */
    async acceptedRevision(userId: string, generationId: string, input: VideoRevisionRequest): Promise<void> {
      const { parent, draft } = await revisionOf(userId, input);
      const { active } = await deps.videoRender();
      await videos.acceptedRevision(userId, generationId, parent, draft, active);
    },

    /**
     * The revision's job: the new version's stored draft rendered, re-using the segments and
     * narrations of the version it revises (when that one is still there) so only the changed
     * scenes are encoded and spoken again.
     */
    async revise(input: VideoRevisionRequest, ctx: RenderContext): Promise<VideoOutput> {
      // Its row was made when it was accepted (the version it revises may be gone since).
      let videoId = await videos.videoOfGeneration(ctx.userId, ctx.generationId);
      if (!videoId) {
        const { parent, draft } = await revisionOf(ctx.userId, input);
        const { active } = await deps.videoRender();
        videoId = await videos.acceptedRevision(ctx.userId, ctx.generationId, parent, draft, active);
      }
      const draft = await videos.draftOf(ctx.userId, videoId);
      if (!draft)
        throw new GenerationError('ABORTED', { message: 'The video was deleted before it rendered.' });
      return renderInto(videoId, draft, ctx, await videos.reusableParts(ctx.userId, input.videoId));
    },

    /** POST /api/videos/scene-image: one scene's image now, stored; free (the video's cost covers it). */
    async sceneImage(userId: string, body: VideoSceneImageRequest): Promise<VideoSceneImageResponse> {
      const request = videoSceneImageRequestSchema.parse(body);
      const { imageProvider: provider, linkHosts } = await imageProvider();
      const image = await makeSceneImage(
        {
          imagePrompt: request.imagePrompt,
          imageStyle: request.imageStyle ?? VIDEO_DEFAULTS.imageStyle,
          resolution: request.resolution,
          variant: request.variant,
        },
        {
          userId,
          provider,
          files,
          linkHosts,
          signal: AbortSignal.timeout(90_000),
          purpose: SCENE_IMAGE_PREVIEW_PURPOSE,
        },
      );
      return {
        fileId: image.fileId,
        url: image.url,
        contentType: image.contentType,
        sizeBytes: image.sizeBytes,
      };
    },
  };
}
export type VideoStudio = ReturnType<typeof createVideoStudio>;
