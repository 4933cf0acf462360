import {
  VIDEO_DEFAULTS,
  type VideoOutput,
  type VideoRenderProvider,
  type VideoRequest,
  type VideoSceneImageRequest,
  type VideoSceneImageResponse,
  videoSceneImageRequestSchema,
} from '@forja/contracts';
import type { Logger } from 'pino';
import { GenerationError } from '../../integrations/generation/index.js';
import type { SpeechEngine } from '../../integrations/speech/speech-engine.js';
import type { VideoRenderer } from '../../integrations/video-render/video-renderer.js';
import type { FilesService } from '../files/files.service.js';
import type { ProviderResolver } from '../generation/provider-resolver.js';
import { renderLocally } from './local-render.js';
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

  return {
    /** The render was accepted (credits held): its library row, processing. */
    async accepted(userId: string, generationId: string, input: VideoRequest): Promise<void> {
      const { active } = await deps.videoRender();
      await videos.accepted(userId, generationId, input, active);
    },

    /** The queued job: renders, stores the MP4 and completes the row; on any failure the row is failed and the error rethrown. */
    async render(input: VideoRequest, ctx: RenderContext): Promise<VideoOutput> {
      const { active } = await deps.videoRender();
      const videoId = await videos.accepted(ctx.userId, ctx.generationId, input, active);
      const source = (await videos.get(ctx.userId, videoId)).source;
      try {
        const done =
          source === 'local'
            ? await renderLocally(input, {
                ...ctx,
                ...(await scenePictures(ctx)),
                speech: await deps.speech(),
                renderer: deps.renderer,
              })
            : await renderRemotely(source, input, ctx, {
                files: ctx.files,
                json2video: deps.json2video,
                allowedPrivateHosts: deps.allowedPrivateHosts,
                onProject: (projectId) => videos.started(ctx.userId, videoId, projectId),
              });
        ctx.signal.throwIfAborted();
        // Completed in the transaction that charges it (the engine's capture): a cancel that
        // comes first leaves the row as it is and the MP4 is deleted; nothing is charged.
        ctx.whenKept(async (tx) => {
          const kept = await videos.completeIn(tx, ctx.userId, videoId, {
            fileId: done.fileId,
            posterFileId: done.posterFileId ?? null,
            durationSeconds: done.durationSeconds,
            fileSize: done.sizeBytes,
            projectId: done.projectId ?? null,
            providerUrl: done.providerUrl ?? null,
            expiresAt: done.expiresAt ?? null,
          });
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
