import { z } from 'zod';
import { archiveListQuerySchema } from './archives.js';
import {
  IDEA_MAX_LENGTH,
  IMAGE_MODELS,
  SCENE_TEXT_MAX_LENGTH,
  SCENE_TEXT_MIN_LENGTH,
  SECONDS_PER_SCENE_MAX,
  SECONDS_PER_SCENE_MIN,
  SUBTITLE_FONTS,
  SUBTITLE_POSITIONS,
  SUBTITLE_STYLES,
  TITLE_MAX_LENGTH,
  VIDEO_DEFAULTS,
  VIDEO_IMAGE_STYLES,
  VIDEO_LANGUAGES,
  VIDEO_NICHES,
  VIDEO_RESOLUTIONS,
  VIDEO_SCENES_MAX,
  VIDEO_SCENES_MIN,
  VOICES,
  videoCost,
} from './generation-options.js';

/*
 * The video studio (docs/product/video-studio.md): the `video` generation kind's input (the
 * wizard's draft as it is sent to render) and output, the Video Library's records, and the
 * scene-image preview. The render runs as a queued generation (POST /api/generations
 * { kind: 'video', input }); its `videos` row is created as `processing` when the render is
 * accepted and follows the generation to `completed` or `failed`.
 */

export const VIDEOS_PATH = '/api/videos';
/** POST: one scene's image, made now and stored, reused by the render (free: the video's cost covers it). */
export const VIDEO_SCENE_IMAGE_PATH = '/api/videos/scene-image';
/** How many scene images a user may preview or regenerate a minute. */
export const SCENE_IMAGE_PREVIEWS_PER_MINUTE = 20;
/** A second identical render request within this time answers the first generation. */
export const VIDEO_RENDER_DEBOUNCE_MS = 2000;
/** 'Generated Video' when a saved video has no title (spec §9). */
export const VIDEO_DEFAULT_TITLE = 'Generated Video';
/** The prompt falls back to the first scene's narration cut to this length (spec §6). */
export const VIDEO_PROMPT_FALLBACK_LENGTH = 100;

const sceneText = z
  .string()
  .trim()
  .min(SCENE_TEXT_MIN_LENGTH, 'scene_text_length')
  .max(SCENE_TEXT_MAX_LENGTH, 'scene_text_length');

/** One scene as the wizard's scenes step edits it; `imageFileId` is a previewed image to reuse. */
export const videoSceneSchema = z.object({
  /** The wizard's own id for the scene (stable across edits and reordering). */
  id: z.string().trim().min(1).max(64),
  imagePrompt: sceneText,
  voiceOverText: sceneText,
  imageFileId: z.uuid().optional(),
});
export type VideoScene = z.infer<typeof videoSceneSchema>;

/**
 * POST /api/generations { kind: 'video', input }: the video draft. `prompt` may be empty: it
 * then falls back to the title (spec §6). The scenes are what is rendered, in order; their
 * count (not `numberOfScenes`, the option the scenes were written for) sets the cost.
 */
export const videoRequestSchema = z.object({
  prompt: z.string().trim().max(IDEA_MAX_LENGTH, 'field_too_long').default(''),
  videoTitle: z.string().trim().min(1, 'title_required').max(TITLE_MAX_LENGTH, 'field_too_long'),
  niche: z.enum(VIDEO_NICHES).default(VIDEO_DEFAULTS.niche),
  imageStyle: z.enum(VIDEO_IMAGE_STYLES).default(VIDEO_DEFAULTS.imageStyle),
  imageModel: z.enum(IMAGE_MODELS).default(VIDEO_DEFAULTS.imageModel),
  numberOfScenes: z
    .number()
    .int()
    .min(VIDEO_SCENES_MIN)
    .max(VIDEO_SCENES_MAX)
    .default(VIDEO_DEFAULTS.numberOfScenes),
  secondsPerScene: z
    .number()
    .int()
    .min(SECONDS_PER_SCENE_MIN)
    .max(SECONDS_PER_SCENE_MAX)
    .default(VIDEO_DEFAULTS.secondsPerScene),
  voice: z.enum(VOICES).default(VIDEO_DEFAULTS.voice),
  language: z.enum(VIDEO_LANGUAGES).default(VIDEO_DEFAULTS.language),
  resolution: z.enum(VIDEO_RESOLUTIONS).default(VIDEO_DEFAULTS.resolution),
  withAudio: z.boolean().default(VIDEO_DEFAULTS.withAudio),
  subtitleStyle: z.enum(SUBTITLE_STYLES).default(VIDEO_DEFAULTS.subtitleStyle),
  subtitlePosition: z.enum(SUBTITLE_POSITIONS).default(VIDEO_DEFAULTS.subtitlePosition),
  subtitleFont: z.enum(SUBTITLE_FONTS).default(VIDEO_DEFAULTS.subtitleFont),
  scenes: z
    .array(videoSceneSchema)
    .min(VIDEO_SCENES_MIN, 'video_scenes_count')
    .max(VIDEO_SCENES_MAX, 'video_scenes_count'),
});
export type VideoRequest = z.infer<typeof videoRequestSchema>;
export type VideoRequestBody = z.input<typeof videoRequestSchema>;

/** What a render costs: videoCost over the scenes actually sent. */
export function videoRenderCost(input: Pick<VideoRequest, 'scenes' | 'secondsPerScene' | 'imageModel'>) {
  return videoCost({
    scenes: input.scenes.length,
    secondsPerScene: input.secondsPerScene,
    imageModel: input.imageModel,
  });
}

/** The `video` generation's output: the library record it completed and its stored file. */
export const videoOutputSchema = z.object({
  videoId: z.uuid(),
  fileId: z.uuid(),
  url: z.string(),
  durationSeconds: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
});
export type VideoOutput = z.infer<typeof videoOutputSchema>;

// ---------------------------------------------------------------- the Video Library

export const VIDEO_STATUSES = ['processing', 'completed', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
/** Where the video was rendered: on this server, by JSON2Video, or by the admin's automation (webhook). */
export const VIDEO_SOURCES = ['local', 'json2video', 'webhook'] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];
/**
 * The card's source badge (spec §6, same order as the playable URL): `storage` (our copy,
 * "S3"), `json2video` (only the provider's link, not yet expired), `expired` (only an
 * expired provider link), null (no file: processing or failed).
 */
export const VIDEO_FILE_SOURCES = ['storage', 'json2video', 'expired'] as const;
export type VideoFileSource = (typeof VIDEO_FILE_SOURCES)[number];

/** One video of the library: GET /api/videos items and GET /api/videos/:id. */
export const videoRecordSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  prompt: z.string(),
  status: z.enum(VIDEO_STATUSES),
  source: z.enum(VIDEO_SOURCES),
  fileSource: z.enum(VIDEO_FILE_SOURCES).nullable(),
  /** Where the browser plays and downloads it; null while processing, when failed or expired. */
  url: z.string().nullable(),
  /** The first scene's image, for the card before the video loads; null when there is none. */
  posterUrl: z.string().nullable(),
  /** The generation that renders it (follow GET /api/generations/:id while processing). */
  generationId: z.uuid().nullable(),
  /** Made by the offline demo generator, not a model (GenerationRecord.demo); false when unknown. */
  demo: z.boolean(),
  /** JSON2Video's project id when it rendered the video. */
  projectId: z.string().nullable(),
  /** Seconds. */
  duration: z.number().nullable(),
  resolution: z.string(),
  /** Bytes. */
  fileSize: z.number().int().nullable(),
  scenesCount: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** When the provider's link stops working (JSON2Video); null for stored files. */
  expiresAt: z.string().nullable(),
  /** Set when failed: a GENERATION_ERROR_CODES value the web translates, and English text. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type VideoRecord = z.infer<typeof videoRecordSchema>;

/** GET /api/videos?q=&cursor=&limit=: newest first; `q` searches title and prompt. */
export const videoListQuerySchema = archiveListQuerySchema;
export type VideoListQuery = z.infer<typeof videoListQuerySchema>;
export const videoListSchema = z.object({
  items: z.array(videoRecordSchema),
  nextCursor: z.string().nullable(),
});
export type VideoList = z.infer<typeof videoListSchema>;
/** GET /api/videos/count answers archiveCountSchema ({ count }), DELETE /api/videos/:id 204. */

// ---------------------------------------------------------------- scene image preview

/** POST /api/videos/scene-image: one scene's image with the image provider, stored. */
export const videoSceneImageRequestSchema = z.object({
  imagePrompt: sceneText,
  imageStyle: z.enum(VIDEO_IMAGE_STYLES).default(VIDEO_DEFAULTS.imageStyle),
  resolution: z.enum(VIDEO_RESOLUTIONS).default(VIDEO_DEFAULTS.resolution),
  imageModel: z.enum(IMAGE_MODELS).default(VIDEO_DEFAULTS.imageModel),
  /** A different picture for the same prompt when regenerating (0 the first time). */
  variant: z.number().int().min(0).max(1000).default(0),
});
export type VideoSceneImageRequest = z.input<typeof videoSceneImageRequestSchema>;
/** 200: send `fileId` back as the scene's `imageFileId`; `url` shows it. */
export const videoSceneImageResponseSchema = z.object({
  fileId: z.uuid(),
  url: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type VideoSceneImageResponse = z.infer<typeof videoSceneImageResponseSchema>;
