import { z } from 'zod';
import { archiveListQuerySchema } from '../../archives.js';
import { mediaCreditSchema } from '../../media.js';
import { IMAGE_MODELS, VIDEO_DEFAULTS, VIDEO_IMAGE_STYLES, VIDEO_RESOLUTIONS } from './options.js';
import { sceneTextSchema, videoRequestSchema } from './studio.js';

/*
 * The video studio's archive, the Video Library (docs/product/video-studio.md): its records,
 * and the scene-image preview of the wizard's scenes step.
 */

export const VIDEOS_PATH = '/api/videos';
/** POST: one scene's image, made now and stored, reused by the render (free: the video's cost covers it). */
export const VIDEO_SCENE_IMAGE_PATH = '/api/videos/scene-image';
/** How many scene images a user may preview or regenerate a minute. */
export const SCENE_IMAGE_PREVIEWS_PER_MINUTE = 20;
/** A second identical render request within this time answers the first generation. */
export const VIDEO_RENDER_DEBOUNCE_MS = 2000;
/** 'Generated Video' when a saved video has no title. */
export const VIDEO_DEFAULT_TITLE = 'Generated Video';
/** The prompt falls back to the first scene's narration cut to this length. */
export const VIDEO_PROMPT_FALLBACK_LENGTH = 100;

export const VIDEO_STATUSES = ['processing', 'completed', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
/** Where the video was rendered: on this server, by JSON2Video, or by the admin's automation (webhook). */
export const VIDEO_SOURCES = ['local', 'json2video', 'webhook'] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];
/**
 * The card's source badge (same order as the playable URL): `storage` (our copy,
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
  /** 1 for a first render; a revision is the version after the one it revised. */
  version: z.number().int(),
  /** The version this one revised (null for a first render, or when that one was deleted). */
  parentVideoId: z.uuid().nullable(),
  /** Whether its scenes can be changed and rendered again (its draft is kept: completed videos). */
  revisable: z.boolean(),
  /** Stock footage used in it, with who made it (listed under the video, added to descriptions). */
  credits: z.array(mediaCreditSchema),
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

/**
 * GET /api/videos/:id/draft: the draft the video was rendered from (its options, scenes and
 * music), which the scenes editor opens to make a revision; 404 when it is not revisable.
 */
export const videoDraftSchema = z.object({
  videoId: z.uuid(),
  version: z.number().int(),
  draft: videoRequestSchema,
});
export type VideoDraft = z.infer<typeof videoDraftSchema>;

// ---------------------------------------------------------------- scene image preview

/** POST /api/videos/scene-image: one scene's image with the image provider, stored. */
export const videoSceneImageRequestSchema = z.object({
  imagePrompt: sceneTextSchema,
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
