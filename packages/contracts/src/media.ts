import { z } from 'zod';
import { archiveListQuerySchema } from './archives.js';

/*
 * The user's media library (docs/product/media-library.md): pictures and clips a user uploads
 * or picks from stock footage (Pexels, Pixabay) to use as a video scene's visual, and the
 * music library (tracks the administrator uploads for everyone, tracks a user uploads for
 * themselves). Everything a user stores here counts towards their plan's storage quota.
 *
 * Uploads are the file's bytes as the request body (not multipart): `Content-Type` is what
 * the browser says the file is, but the server decides by probing the bytes, never by the
 * name or the type sent.
 */

export const MEDIA_PATH = '/api/media';
export const MEDIA_UPLOAD_PATH = '/api/media/uploads';
export const MEDIA_USAGE_PATH = '/api/media/usage';
export const STOCK_SEARCH_PATH = '/api/media/stock/search';
export const STOCK_PICK_PATH = '/api/media/stock/pick';
export const MUSIC_PATH = '/api/music';
export const MUSIC_UPLOAD_PATH = '/api/music/uploads';
export const ADMIN_MUSIC_PATH = '/api/admin/music';
export const ADMIN_MUSIC_UPLOAD_PATH = '/api/admin/music/uploads';

/** What an upload may be, as probed (the web's file picker offers these too). */
export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MEDIA_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export const MUSIC_AUDIO_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/wav', 'audio/ogg', 'audio/flac'] as const;

/** The limits shown beside the upload button and enforced on the bytes. */
export const MEDIA_LIMITS = {
  imageMaxBytes: 20 * 1024 * 1024,
  /** Width or height, in pixels, after EXIF orientation. */
  imageMaxSide: 8000,
  /** Width × height: refuses a small file that would decode to gigabytes. */
  imageMaxPixels: 40_000_000,
  clipMaxBytes: 200 * 1024 * 1024,
  clipMaxSeconds: 300,
  clipMaxSide: 4096,
  musicMaxBytes: 30 * 1024 * 1024,
  musicMaxSeconds: 900,
} as const;
/** A media item's or track's display name. */
export const MEDIA_NAME_MAX_LENGTH = 200;

/**
 * Why an upload was refused (MEDIA_REFUSED's `details.reason`); the web translates each.
 * `unsupported`: not a picture, clip or track of the accepted kinds (a renamed text file);
 * `empty`: no bytes, or a clip with no frames; `too_large`: over the byte limit;
 * `too_long`: over the duration limit (read from the header, before decoding);
 * `dimensions`: over the side or pixel limit; `animated`: an animated WebP (or PNG);
 * `no_video`: a clip file with no video stream; `no_audio`: a music file with no audio stream;
 * `unreadable`: the container is damaged.
 */
export const MEDIA_REFUSAL_REASONS = [
  'unsupported',
  'empty',
  'too_large',
  'too_long',
  'dimensions',
  'animated',
  'no_video',
  'no_audio',
  'unreadable',
] as const;
export type MediaRefusalReason = (typeof MEDIA_REFUSAL_REASONS)[number];

export const MEDIA_ORIGINS = ['upload', 'stock'] as const;
export type MediaOrigin = (typeof MEDIA_ORIGINS)[number];
export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const STOCK_PROVIDERS = ['pexels', 'pixabay'] as const;
export type StockProvider = (typeof STOCK_PROVIDERS)[number];

/** Who made a stock item and where it came from: listed in the video's credits and description. */
export const mediaCreditSchema = z.object({
  provider: z.enum(STOCK_PROVIDERS),
  author: z.string(),
  authorUrl: z.string().nullable(),
  sourceUrl: z.string(),
});
export type MediaCredit = z.infer<typeof mediaCreditSchema>;

/** One item of the media library. */
export const mediaItemSchema = z.object({
  id: z.uuid(),
  origin: z.enum(MEDIA_ORIGINS),
  type: z.enum(MEDIA_TYPES),
  name: z.string(),
  /** Where the browser shows or plays it. */
  url: z.string(),
  /** A still of it (the picture itself, or a clip's first frame). */
  posterUrl: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Clips only. */
  durationSeconds: z.number().nullable(),
  sizeBytes: z.number().int(),
  /** Stock items: who made it and where it came from. */
  credit: mediaCreditSchema.nullable(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** POST /api/media/uploads?name=…: the bytes as the body; 201 with the stored item. */
export const mediaUploadQuerySchema = z.object({
  name: z.string().trim().min(1, 'required').max(MEDIA_NAME_MAX_LENGTH, 'field_too_long'),
});
export type MediaUploadQuery = z.infer<typeof mediaUploadQuerySchema>;

/** GET /api/media?type=&q=&cursor=&limit=: newest first. */
export const mediaListQuerySchema = archiveListQuerySchema.extend({
  type: z.enum(MEDIA_TYPES).optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;
export const mediaListSchema = z.object({
  items: z.array(mediaItemSchema),
  nextCursor: z.string().nullable(),
});
export type MediaList = z.infer<typeof mediaListSchema>;

/** GET /api/media/usage: what the user stores (media and own music) against the plan's quota. */
export const storageUsageSchema = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
  /** The plan the quota comes from. */
  planId: z.string(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

// ---------------------------------------------------------------- stock footage

export const STOCK_QUERY_MAX_LENGTH = 100;
export const STOCK_RESULTS_PER_PAGE = 15;

/** GET /api/media/stock/search?provider=&type=&query=&page= */
export const stockSearchQuerySchema = z.object({
  provider: z.enum(STOCK_PROVIDERS),
  type: z.enum(MEDIA_TYPES),
  query: z.string().trim().min(1, 'required').max(STOCK_QUERY_MAX_LENGTH, 'field_too_long'),
  page: z.coerce.number().int().min(1).max(50).default(1),
  /** Prefer results shaped like the video (the providers' own orientation filter). */
  orientation: z.enum(['portrait', 'landscape', 'square']).optional(),
});
export type StockSearchQuery = z.infer<typeof stockSearchQuerySchema>;

export const stockResultSchema = z.object({
  provider: z.enum(STOCK_PROVIDERS),
  /** The provider's own id of the photo or video. */
  id: z.string(),
  type: z.enum(MEDIA_TYPES),
  /** A small picture to preview, served through this server (the browser never calls the provider). */
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  durationSeconds: z.number().nullable(),
  credit: mediaCreditSchema,
});
export type StockResult = z.infer<typeof stockResultSchema>;

/** 200. `configured: false`: the administrator has not set this provider's key (no results). */
export const stockSearchResultSchema = z.object({
  configured: z.boolean(),
  results: z.array(stockResultSchema),
  hasMore: z.boolean(),
});
export type StockSearchResult = z.infer<typeof stockSearchResultSchema>;

/**
 * POST /api/media/stock/pick: the server looks the item up again by its id (the browser's
 * links are never followed), downloads it through the URL guard within the size cap and stores
 * it in the media library; a second pick of the same item answers the stored one.
 */
export const stockPickBodySchema = z
  .object({
    provider: z.enum(STOCK_PROVIDERS),
    type: z.enum(MEDIA_TYPES),
    id: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'invalid'),
  })
  .strict();
export type StockPickBody = z.infer<typeof stockPickBodySchema>;

// ---------------------------------------------------------------- music

export const MUSIC_TITLE_MAX_LENGTH = 200;
export const MUSIC_LICENCE_MAX_LENGTH = 300;

export const musicTrackSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  artist: z.string(),
  licence: z.string(),
  durationSeconds: z.number(),
  /** Where the browser plays a preview. */
  url: z.string(),
  sizeBytes: z.number().int(),
  /** `library`: the administrator's, for everyone; `mine`: the user's own upload. */
  owner: z.enum(['library', 'mine']),
  createdAt: z.string(),
});
export type MusicTrack = z.infer<typeof musicTrackSchema>;
export const musicListSchema = z.object({ items: z.array(musicTrackSchema) });
export type MusicList = z.infer<typeof musicListSchema>;

/** POST /api/music/uploads?title=&artist=&licence= (and the admin's): the bytes as the body. */
export const musicUploadQuerySchema = z.object({
  title: z.string().trim().min(1, 'required').max(MUSIC_TITLE_MAX_LENGTH, 'field_too_long'),
  artist: z.string().trim().max(MUSIC_TITLE_MAX_LENGTH, 'field_too_long').default(''),
  licence: z.string().trim().max(MUSIC_LICENCE_MAX_LENGTH, 'field_too_long').default(''),
});
export type MusicUploadQuery = z.infer<typeof musicUploadQuerySchema>;
