import { z } from 'zod';
import {
  ARTICLE_AUDIENCES,
  ARTICLE_CONTENT_MAX_LENGTH,
  ARTICLE_DEFAULTS,
  ARTICLE_LANGUAGES,
  ARTICLE_TONES,
  ARTICLE_WORD_COUNTS,
  ASPECT_RATIOS,
  IDEA_MAX_LENGTH,
  IDEA_MIN_LENGTH,
  IMAGE_DEFAULTS,
  IMAGE_MODELS,
  IMAGE_MOODS,
  IMAGE_PROMPT_MAX_LENGTH,
  IMAGE_RESOLUTIONS,
  IMAGE_STYLES,
  IMAGES_PER_GENERATION_MAX,
  IMAGES_PER_GENERATION_MIN,
  SCENE_TEXT_MAX_LENGTH,
  SCENE_TEXT_MIN_LENGTH,
  SECONDS_PER_SCENE_MAX,
  SECONDS_PER_SCENE_MIN,
  SUGGESTED_PROMPT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  VIDEO_DEFAULTS,
  VIDEO_IMAGE_STYLES,
  VIDEO_LANGUAGES,
  VIDEO_NICHES,
  VIDEO_RESOLUTIONS,
  VIDEO_SCENES_MAX,
  VIDEO_SCENES_MIN,
  VIDEO_SCRIPT_LENGTHS,
  VIDEO_SCRIPT_TONES,
  VIDEO_SCRIPT_TYPES,
  VOICES,
} from './generation-options.js';

/*
 * Generation: the request/result schemas of the wizards (web) and the generation engine
 * (server). The option lists, limits, defaults, costs and timeouts they use are in
 * generation-options.ts, which stays free of zod.
 */

// ---------------------------------------------------------------- request schemas

const idea = z
  .string()
  .trim()
  .max(IDEA_MAX_LENGTH, 'field_too_long')
  .refine((v) => v.length > IDEA_MIN_LENGTH, 'idea_min_length');
const title = z.string().trim().min(1, 'title_required').max(TITLE_MAX_LENGTH, 'field_too_long');
const sceneText = z
  .string()
  .trim()
  .min(SCENE_TEXT_MIN_LENGTH, 'scene_text_length')
  .max(SCENE_TEXT_MAX_LENGTH, 'scene_text_length');

export const articleLanguageSchema = z.enum(ARTICLE_LANGUAGES);

export const titleIdeasRequestSchema = z.object({ idea, language: articleLanguageSchema.default('en') });
export type TitleIdeasRequest = z.infer<typeof titleIdeasRequestSchema>;

export const articleRequestSchema = z.object({
  idea,
  title,
  tone: z.enum(ARTICLE_TONES).default(ARTICLE_DEFAULTS.tone),
  wordCount: z.literal(ARTICLE_WORD_COUNTS).default(ARTICLE_DEFAULTS.wordCount),
  language: articleLanguageSchema.default(ARTICLE_DEFAULTS.language),
  audience: z.enum(ARTICLE_AUDIENCES).default(ARTICLE_DEFAULTS.audience),
});
export type ArticleRequest = z.infer<typeof articleRequestSchema>;

export const imagePromptRequestSchema = z.object({
  title,
  content: z.string().max(ARTICLE_CONTENT_MAX_LENGTH, 'field_too_long'),
});
export type ImagePromptRequest = z.infer<typeof imagePromptRequestSchema>;

export const imageRequestSchema = z.object({
  prompt: z.string().trim().min(1, 'prompt_required').max(IMAGE_PROMPT_MAX_LENGTH, 'field_too_long'),
  negativePrompt: z.string().trim().max(SUGGESTED_PROMPT_MAX_LENGTH, 'field_too_long').optional(),
  style: z.enum(IMAGE_STYLES).default(IMAGE_DEFAULTS.style),
  aspect: z.enum(ASPECT_RATIOS).optional(),
  resolution: z.enum(IMAGE_RESOLUTIONS).default(IMAGE_DEFAULTS.resolution),
  mood: z.enum(IMAGE_MOODS).default(IMAGE_DEFAULTS.mood),
});
export type ImageRequest = z.infer<typeof imageRequestSchema>;

/** The image studio's request: one image request made `count` times (docs/product/image-studio.md). */
export const imagesRequestSchema = imageRequestSchema.extend({
  count: z
    .number()
    .int()
    .min(IMAGES_PER_GENERATION_MIN)
    .max(IMAGES_PER_GENERATION_MAX)
    .default(IMAGES_PER_GENERATION_MIN),
});
export type ImagesRequest = z.infer<typeof imagesRequestSchema>;

export const videoTitleIdeasRequestSchema = z.object({ idea });
export type VideoTitleIdeasRequest = z.infer<typeof videoTitleIdeasRequestSchema>;

export const videoScenesRequestSchema = z.object({
  videoTitle: title,
  comment: z.string().trim().max(IDEA_MAX_LENGTH, 'field_too_long').default(''),
  imageStyle: z.enum(VIDEO_IMAGE_STYLES).default(VIDEO_DEFAULTS.imageStyle),
  resolution: z.enum(VIDEO_RESOLUTIONS).default(VIDEO_DEFAULTS.resolution),
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
  imageModel: z.enum(IMAGE_MODELS).default(VIDEO_DEFAULTS.imageModel),
  voice: z.enum(VOICES).default(VIDEO_DEFAULTS.voice),
  withAudio: z.boolean().default(VIDEO_DEFAULTS.withAudio),
  language: z.enum(VIDEO_LANGUAGES).default(VIDEO_DEFAULTS.language),
  niche: z.enum(VIDEO_NICHES).default(VIDEO_DEFAULTS.niche),
});
export type VideoScenesRequest = z.infer<typeof videoScenesRequestSchema>;

export const videoScriptOptionsSchema = z.object({
  type: z.enum(VIDEO_SCRIPT_TYPES).default('explainer'),
  audience: z.string().trim().max(200, 'field_too_long').default(''),
  keyMessages: z.string().trim().max(IDEA_MAX_LENGTH, 'field_too_long').default(''),
  length: z.enum(VIDEO_SCRIPT_LENGTHS).default('60s'),
  tone: z.enum(VIDEO_SCRIPT_TONES).default('professional'),
  referenceUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2000)]).default(''),
  visualTheme: z.string().trim().max(500, 'field_too_long').default(''),
});
export type VideoScriptOptions = z.infer<typeof videoScriptOptionsSchema>;

export const videoScriptRequestSchema = z.object({ idea, options: videoScriptOptionsSchema });
export type VideoScriptRequest = z.infer<typeof videoScriptRequestSchema>;

// ---------------------------------------------------------------- results

export const sceneSchema = z.object({ imagePrompt: sceneText, voiceOverText: sceneText });
export type Scene = z.infer<typeof sceneSchema>;

/** The structured script (field names as the automation returns them). */
export const videoScriptSchema = z.object({
  title: z.string(),
  hook: z.string(),
  introduction: z.string(),
  main_content: z.array(z.string()),
  call_to_action: z.string(),
  estimated_duration: z.string(),
  hashtags: z.array(z.string()),
  visual_notes: z.array(z.string()),
});
export type VideoScript = z.infer<typeof videoScriptSchema>;
