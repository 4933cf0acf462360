import { sceneSecondsOf, sceneVoiceOf, type VideoRenderProvider, type VideoRequest } from '@forja/contracts';
import { GenerationError } from '../../integrations/generation/index.js';
import {
  createJson2VideoClient,
  type Json2VideoConfig,
} from '../../integrations/json2video/json2video-client.js';
import { buildMovie } from '../../integrations/json2video/json2video-movie.js';
import { fetchVideo } from '../../integrations/storage/fetch-video.js';
import type { FilesService } from '../files/files.service.js';
import { VIDEO_FILE_PURPOSE, type RenderedVideo } from './local-render.js';
import type { RenderContext } from './render-context.js';

/*
 * Renders done elsewhere: JSON2Video (start, poll, then COPY the MP4 into storage, because its
 * link expires) or the admin's automation (generate_video to the video webhook, its
 * video_url fetched through the outbound guard and stored). Either way the user is charged
 * only once our copy exists.
 */

/** How long JSON2Video's link is assumed to work (their files are kept for a limited time). */
export const JSON2VIDEO_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface RemoteRenderDeps {
  files: FilesService;
  /** JSON2VIDEO_API_KEY and JSON2VIDEO_API_URL (the key null when not set). */
  json2video: () => Omit<Json2VideoConfig, 'apiKey'> & { apiKey: string | null };
  allowedPrivateHosts: readonly string[];
  /** JSON2Video accepted the movie: its project id. */
  onProject: (projectId: string) => Promise<void>;
  /** The scenes' files (null: generated) and the music, at addresses the renderer can fetch. */
  media?: RemoteMedia;
}

/** The draft's stored files at public addresses (a remote renderer fetches them itself). */
export interface RemoteMedia {
  scenes: ({ url: string; type: 'image' | 'video' } | null)[];
  music: { url: string; volume: number } | null;
}

const NO_MEDIA: RemoteMedia = { scenes: [], music: null };

/** The whole video's seconds: every scene its own. */
const totalSeconds = (input: VideoRequest) =>
  input.scenes.reduce((sum, scene) => sum + sceneSecondsOf(scene, input), 0);

async function storeVideo(
  data: Buffer,
  input: VideoRequest,
  ctx: RenderContext,
  files: FilesService,
): Promise<{ fileId: string; url: string; sizeBytes: number }> {
  await ctx.report({ name: 'storing' }, 96);
  const file = await files.store({
    userId: ctx.userId,
    data,
    contentType: 'video/mp4',
    purpose: VIDEO_FILE_PURPOSE,
    name: input.videoTitle,
  });
  return { fileId: file.id, url: file.url, sizeBytes: file.sizeBytes };
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return '';
  }
};

async function viaJson2Video(input: VideoRequest, ctx: RenderContext, deps: RemoteRenderDeps) {
  const { apiKey, ...rest } = deps.json2video();
  if (!apiKey) throw new GenerationError('JSON2VIDEO_NOT_CONFIGURED');
  const client = createJson2VideoClient({ ...rest, apiKey });
  await ctx.report({ name: 'starting' }, 2);
  const project = await client.createMovie(buildMovie(input, deps.media ?? NO_MEDIA), ctx.signal);
  await deps.onProject(project);
  await ctx.report({ name: 'rendering' }, 5);
  // JSON2Video says pending or running, not how far: the web shows timed progress meanwhile.
  const done = await client.waitForMovie(project, ctx.signal);
  const expiresAt = new Date(Date.now() + JSON2VIDEO_LINK_LIFETIME_MS);
  // Its link may sit on the API's own host (a proxy, the test's fake); other hosts must be public.
  const data = await fetchVideo(done.url, {
    privateHosts: [...deps.allowedPrivateHosts, hostOf(rest.baseUrl)],
    signal: ctx.signal,
  }).catch((error: unknown) => {
    // The library keeps the provider's link (badge JSON2Video until it expires, then Expired).
    if (!(error instanceof GenerationError)) throw error;
    throw new GenerationError(error.code, {
      message: error.message,
      details: { ...error.details, providerUrl: done.url },
      cause: error,
    });
  });
  const stored = await storeVideo(data, input, ctx, deps.files);
  return {
    ...stored,
    durationSeconds: done.durationSeconds ?? totalSeconds(input),
    width: done.width ?? 0,
    height: done.height ?? 0,
    projectId: project,
    providerUrl: done.url,
    expiresAt,
  } satisfies RenderedVideo;
}

async function viaWebhook(input: VideoRequest, ctx: RenderContext, deps: RemoteRenderDeps) {
  if (!ctx.provider.renderVideo) throw new GenerationError('WEBHOOK_MISSING');
  await ctx.report({ name: 'rendering' }, null);
  const media = deps.media ?? NO_MEDIA;
  const { url } = await ctx.provider.renderVideo(
    {
      prompt: input.prompt || input.videoTitle,
      videoTitle: input.videoTitle,
      style: 'realistic',
      duration: totalSeconds(input),
      resolution: input.resolution,
      withAudio: input.withAudio,
      numberOfScenes: input.scenes.length,
      secondsPerScene: input.secondsPerScene,
      imageModel: input.imageModel,
      voice: input.voice,
      scenes: input.scenes.map((scene, i) => {
        const file = media.scenes[i];
        const clip = scene.media.kind === 'media' ? scene.media : null;
        return {
          imagePrompt: scene.imagePrompt,
          voiceOverText: scene.voiceOverText,
          keywords: scene.keywords,
          seconds: sceneSecondsOf(scene, input),
          voice: sceneVoiceOf(scene, input),
          transition: scene.transition,
          media: !file
            ? { type: 'generated' as const }
            : file.type === 'video'
              ? {
                  type: 'video' as const,
                  url: file.url,
                  startSeconds: clip?.startSeconds ?? 0,
                  fit: clip?.fit ?? 'loop',
                }
              : { type: 'image' as const, url: file.url },
        };
      }),
      niche: input.niche,
      language: input.language,
      imageStyle: input.imageStyle,
      subtitleStyle: input.subtitleStyle,
      subtitlePosition: input.subtitlePosition,
      subtitleFont: input.subtitleFont,
      music: media.music,
    },
    ctx.signal,
  );
  const data = await fetchVideo(url, { privateHosts: ctx.linkHosts, signal: ctx.signal });
  const stored = await storeVideo(data, input, ctx, deps.files);
  return {
    ...stored,
    durationSeconds: totalSeconds(input),
    width: 0,
    height: 0,
  } satisfies RenderedVideo;
}

export function renderRemotely(
  source: Exclude<VideoRenderProvider, 'local'>,
  input: VideoRequest,
  ctx: RenderContext,
  deps: RemoteRenderDeps,
): Promise<RenderedVideo> {
  return source === 'json2video' ? viaJson2Video(input, ctx, deps) : viaWebhook(input, ctx, deps);
}
