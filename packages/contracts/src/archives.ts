import { z } from 'zod';
import { imageOutputSchema } from './generation-api.js';
import { IDEA_MAX_LENGTH } from './generation-options.js';
import { videoScriptOptionsSchema, videoScriptSchema } from './generation.js';

/*
 * The images and video scripts archives (docs/product/image-studio.md and
 * video-script-studio.md): what the studios save, and the dashboard's lists, newest first,
 * one page at a time, searched by prompt (images) or idea and title (scripts).
 */

export const IMAGES_PATH = '/api/images';
export const VIDEO_SCRIPTS_PATH = '/api/video-scripts';
export const ARCHIVE_PAGE_DEFAULT = 20;
export const ARCHIVE_PAGE_MAX = 50;
export const ARCHIVE_SEARCH_MAX_LENGTH = 200;

/** `?q=` searches; `cursor` is the `nextCursor` of the page before. */
export const archiveListQuerySchema = z.object({
  q: z.string().trim().max(ARCHIVE_SEARCH_MAX_LENGTH, 'field_too_long').optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ARCHIVE_PAGE_MAX).default(ARCHIVE_PAGE_DEFAULT),
});
export type ArchiveListQuery = z.infer<typeof archiveListQuerySchema>;

export const archiveCountSchema = z.object({ count: z.number().int().min(0) });
export type ArchiveCount = z.infer<typeof archiveCountSchema>;

// ---------------------------------------------------------------- images

/**
 * POST /api/images: keeps one image of the user's image generation. The prompt and options
 * are read from the generation, never from the browser. Saving it again answers the first save.
 */
export const saveImageBodySchema = z.object({ generationId: z.uuid(), fileId: z.uuid() });
export type SaveImageBody = z.infer<typeof saveImageBodySchema>;

export const savedImageSchema = z.object({
  id: z.uuid(),
  fileId: z.uuid().nullable(),
  /** Null when its file is gone (the card shows "image unavailable"). */
  url: z.string().nullable(),
  prompt: z.string(),
  style: z.string(),
  resolution: z.string(),
  mood: z.string(),
  generationId: z.uuid().nullable(),
  /** Made by the offline demo generator, not a model (GenerationRecord.demo); false when unknown. */
  demo: z.boolean(),
  createdAt: z.string(),
});
export type SavedImage = z.infer<typeof savedImageSchema>;

export const savedImageListSchema = z.object({
  items: z.array(savedImageSchema),
  nextCursor: z.string().nullable(),
});
export type SavedImageList = z.infer<typeof savedImageListSchema>;

/** One image of a finished generation, as the result step shows it. */
export type GeneratedImage = z.infer<typeof imageOutputSchema>;

// ---------------------------------------------------------------- video scripts

/** POST /api/video-scripts: the script as edited in the wizard, with what it was made from. */
export const saveVideoScriptBodySchema = z.object({
  idea: z.string().trim().min(1, 'idea_required').max(IDEA_MAX_LENGTH, 'field_too_long'),
  options: videoScriptOptionsSchema,
  script: videoScriptSchema.extend({
    title: z.string().trim().min(1, 'title_required').max(500, 'field_too_long'),
    main_content: z.array(z.string().trim().min(1).max(5000, 'field_too_long')).max(50, 'too_many_items'),
  }),
  generationId: z.uuid().optional(),
});
export type SaveVideoScriptBody = z.input<typeof saveVideoScriptBodySchema>;
export type SaveVideoScriptInput = z.output<typeof saveVideoScriptBodySchema>;

export const savedVideoScriptSchema = z.object({
  id: z.uuid(),
  idea: z.string(),
  title: z.string(),
  script: videoScriptSchema,
  options: videoScriptOptionsSchema,
  generationId: z.uuid().nullable(),
  /** Made by the offline demo generator, not a model (GenerationRecord.demo); false when unknown. */
  demo: z.boolean(),
  createdAt: z.string(),
});
export type SavedVideoScript = z.infer<typeof savedVideoScriptSchema>;

export const savedVideoScriptListSchema = z.object({
  items: z.array(savedVideoScriptSchema),
  nextCursor: z.string().nullable(),
});
export type SavedVideoScriptList = z.infer<typeof savedVideoScriptListSchema>;
