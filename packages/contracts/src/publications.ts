import { z } from 'zod';
import { TIKTOK_PRIVACY_LEVELS } from './platform-connections.js';

/*
 * Publishing a library video to YouTube or TikTok (docs/product/publishing.md). A publication
 * is queued, uploads in the background (progress in bytes) and ends published (with the
 * platform's link) or failed (with a code). Publishing a video again on the same platform
 * needs `confirmRepeat: true`, so the web asks first.
 */

export const PUBLICATION_PLATFORMS = ['youtube', 'tiktok'] as const;
export type PublicationPlatform = (typeof PUBLICATION_PLATFORMS)[number];
export const PUBLICATION_STATUSES = ['queued', 'uploading', 'processing', 'published', 'failed'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const videoPublicationsPath = (videoId: string) => `/api/videos/${videoId}/publications` as const;

export const YOUTUBE_TITLE_MAX = 100;
export const YOUTUBE_DESCRIPTION_MAX = 5000;
export const YOUTUBE_TAGS_MAX_CHARS = 500;
export const TIKTOK_CAPTION_MAX = 2200;
export const YOUTUBE_PRIVACY = ['public', 'unlisted', 'private'] as const;
export type YouTubePrivacy = (typeof YOUTUBE_PRIVACY)[number];

// YouTube refuses '<' and '>' in titles and descriptions.
const noAngleBrackets = (v: string) => !/[<>]/.test(v);

export const youtubePublishSchema = z.object({
  platform: z.literal('youtube'),
  title: z
    .string()
    .trim()
    .min(1, 'title_required')
    .max(YOUTUBE_TITLE_MAX, 'field_too_long')
    .refine(noAngleBrackets, 'no_angle_brackets'),
  description: z
    .string()
    .trim()
    .max(YOUTUBE_DESCRIPTION_MAX, 'field_too_long')
    .refine(noAngleBrackets, 'no_angle_brackets')
    .default(''),
  tags: z
    .array(z.string().trim().min(1).max(100, 'field_too_long'))
    .max(50, 'too_many_items')
    .refine((tags) => tags.join(',').length <= YOUTUBE_TAGS_MAX_CHARS, 'field_too_long')
    .default([]),
  privacy: z.enum(YOUTUBE_PRIVACY),
  madeForKids: z.boolean(),
  /** YouTube's "altered or synthetic content" disclosure: on by default for AI videos. */
  containsSyntheticMedia: z.boolean().default(true),
  confirmRepeat: z.boolean().default(false),
});

export const tiktokPublishSchema = z.object({
  platform: z.literal('tiktok'),
  caption: z.string().trim().max(TIKTOK_CAPTION_MAX, 'field_too_long').default(''),
  privacyLevel: z.enum(TIKTOK_PRIVACY_LEVELS),
  allowComments: z.boolean(),
  allowDuet: z.boolean(),
  allowStitch: z.boolean(),
  /** TikTok's AI-generated content label. */
  aiGenerated: z.boolean().default(true),
  confirmRepeat: z.boolean().default(false),
});

/** POST /api/videos/:videoId/publications */
export const publishVideoBodySchema = z.discriminatedUnion('platform', [
  youtubePublishSchema,
  tiktokPublishSchema,
]);
export type PublishVideoBody = z.input<typeof publishVideoBodySchema>;
export type PublishVideoInput = z.output<typeof publishVideoBodySchema>;
export type YouTubePublishInput = z.output<typeof youtubePublishSchema>;
export type TikTokPublishInput = z.output<typeof tiktokPublishSchema>;

/** `/api/videos/:id/publications`: the same parameter name as the video's own routes. */
export const videoIdParamsSchema = z.object({ id: z.uuid('not_found') });

export const publicationSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  platform: z.enum(PUBLICATION_PLATFORMS),
  status: z.enum(PUBLICATION_STATUSES),
  bytesUploaded: z.number().int(),
  bytesTotal: z.number().int(),
  /** The video on the platform, once it is known. */
  url: z.string().nullable(),
  /** A code for the web to translate (errors.json), and the platform's own words. */
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** What the platform imposed (a private post from an unaudited app), when it says so. */
  privacy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Publication = z.infer<typeof publicationSchema>;

/** GET /api/videos/:videoId/publications: newest first. */
export const publicationListSchema = z.object({ publications: z.array(publicationSchema) });
export type PublicationList = z.infer<typeof publicationListSchema>;
