import { z } from 'zod';
import { IDEA_MAX_LENGTH, VOICES } from '../../generation-options.js';
import { defineKind, defineStudio } from '../define-studio.js';
import { ideaSchema, titleIdeasOutputSchema, titleSchema } from '../fields.js';
import {
  IMAGE_MODELS,
  SCENE_TEXT_MAX_LENGTH,
  SCENE_TEXT_MIN_LENGTH,
  SECONDS_PER_SCENE_MAX,
  SECONDS_PER_SCENE_MIN,
  SUBTITLE_FONTS,
  SUBTITLE_POSITIONS,
  SUBTITLE_STYLES,
  VIDEO_DEFAULTS,
  VIDEO_IMAGE_STYLES,
  VIDEO_LANGUAGES,
  VIDEO_NICHES,
  VIDEO_RESOLUTIONS,
  VIDEO_SCENES_MAX,
  VIDEO_SCENES_MIN,
  videoCost,
} from './options.js';

/*
 * The video studio (docs/product/video-studio.md): title ideas, the scenes for a title, and
 * the render of the wizard's draft. The render runs as a queued generation; its `videos` row
 * is created as `processing` when the render is accepted and follows the generation to
 * `completed` or `failed`. The Video Library and the scene-image preview are in library.ts.
 */

export const sceneTextSchema = z
  .string()
  .trim()
  .min(SCENE_TEXT_MIN_LENGTH, 'scene_text_length')
  .max(SCENE_TEXT_MAX_LENGTH, 'scene_text_length');

const numberOfScenes = z
  .number()
  .int()
  .min(VIDEO_SCENES_MIN)
  .max(VIDEO_SCENES_MAX)
  .default(VIDEO_DEFAULTS.numberOfScenes);
const secondsPerScene = z
  .number()
  .int()
  .min(SECONDS_PER_SCENE_MIN)
  .max(SECONDS_PER_SCENE_MAX)
  .default(VIDEO_DEFAULTS.secondsPerScene);

export const videoTitleIdeasRequestSchema = z.object({ idea: ideaSchema });
export type VideoTitleIdeasRequest = z.infer<typeof videoTitleIdeasRequestSchema>;
export const videoTitleIdeasOutputSchema = titleIdeasOutputSchema;

export const videoScenesRequestSchema = z.object({
  videoTitle: titleSchema,
  comment: z.string().trim().max(IDEA_MAX_LENGTH, 'field_too_long').default(''),
  imageStyle: z.enum(VIDEO_IMAGE_STYLES).default(VIDEO_DEFAULTS.imageStyle),
  resolution: z.enum(VIDEO_RESOLUTIONS).default(VIDEO_DEFAULTS.resolution),
  numberOfScenes,
  secondsPerScene,
  imageModel: z.enum(IMAGE_MODELS).default(VIDEO_DEFAULTS.imageModel),
  voice: z.enum(VOICES).default(VIDEO_DEFAULTS.voice),
  withAudio: z.boolean().default(VIDEO_DEFAULTS.withAudio),
  language: z.enum(VIDEO_LANGUAGES).default(VIDEO_DEFAULTS.language),
  niche: z.enum(VIDEO_NICHES).default(VIDEO_DEFAULTS.niche),
});
export type VideoScenesRequest = z.infer<typeof videoScenesRequestSchema>;

export const sceneSchema = z.object({ imagePrompt: sceneTextSchema, voiceOverText: sceneTextSchema });
export type Scene = z.infer<typeof sceneSchema>;
export const videoScenesOutputSchema = z.object({ scenes: z.array(sceneSchema) });
export type VideoScenesOutput = z.infer<typeof videoScenesOutputSchema>;

/** One scene as the wizard's scenes step edits it; `imageFileId` is a previewed image to reuse. */
export const videoSceneSchema = z.object({
  /** The wizard's own id for the scene (stable across edits and reordering). */
  id: z.string().trim().min(1).max(64),
  imagePrompt: sceneTextSchema,
  voiceOverText: sceneTextSchema,
  imageFileId: z.uuid().optional(),
});
export type VideoScene = z.infer<typeof videoSceneSchema>;

/**
 * POST /api/generations { kind: 'video', input }: the video draft. `prompt` may be empty: it
 * then falls back to the title (docs/product/video-studio.md). The scenes are what is rendered, in order; their
 * count (not `numberOfScenes`, the option the scenes were written for) sets the cost.
 */
export const videoRequestSchema = z.object({
  prompt: z.string().trim().max(IDEA_MAX_LENGTH, 'field_too_long').default(''),
  videoTitle: titleSchema,
  niche: z.enum(VIDEO_NICHES).default(VIDEO_DEFAULTS.niche),
  imageStyle: z.enum(VIDEO_IMAGE_STYLES).default(VIDEO_DEFAULTS.imageStyle),
  imageModel: z.enum(IMAGE_MODELS).default(VIDEO_DEFAULTS.imageModel),
  numberOfScenes,
  secondsPerScene,
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

const exampleScene = (id: string, subject: string) => ({
  id,
  imagePrompt: `A warm bakery at dawn, ${subject}`,
  voiceOverText: `Every morning the bakery wakes up with ${subject}.`,
});

export const videoStudio = defineStudio({
  id: 'video',
  kinds: {
    videoTitleIdeas: defineKind({
      family: 'video',
      runs: 'now',
      input: videoTitleIdeasRequestSchema,
      output: videoTitleIdeasOutputSchema,
      cost: () => 0,
      timeoutMs: 90_000,
      example: { idea: 'How small bakeries can win local customers online' },
    }),
    videoScenes: defineKind({
      family: 'video',
      runs: 'now',
      input: videoScenesRequestSchema,
      output: videoScenesOutputSchema,
      cost: () => 0,
      timeoutMs: 90_000,
      example: { videoTitle: 'Bread at dawn', numberOfScenes: 4 },
    }),
    // One call to the admin's automation (generate_video); the local render and JSON2Video's
    // polling have their own limits (docs/product/video-studio.md).
    video: defineKind({
      family: 'video',
      runs: 'queued',
      input: videoRequestSchema,
      output: videoOutputSchema,
      cost: (input) => videoRenderCost(input),
      timeoutMs: 90_000,
      example: {
        videoTitle: 'Bread at dawn',
        scenes: [
          exampleScene('s1', 'flour in the air'),
          exampleScene('s2', 'the first loaves'),
          exampleScene('s3', 'the neighbours at the door'),
        ],
      },
    }),
  },
});
