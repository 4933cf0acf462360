import { z } from 'zod';
import { brandBriefSchema } from '../../brand-brief.js';
import { brandBriefOf, kitChoice } from '../../brand-kits.js';
import { VOICES } from '../../generation-options.js';
import { defineBatch } from '../define-batch.js';
import { ideaSchema, titleSchema } from '../fields.js';
import {
  SECONDS_PER_SCENE_MAX,
  SECONDS_PER_SCENE_MIN,
  SUBTITLE_POSITIONS,
  SUBTITLE_STYLES,
  VIDEO_DEFAULTS,
  VIDEO_IMAGE_STYLES,
  VIDEO_LANGUAGES,
  VIDEO_RESOLUTIONS,
  VIDEO_SCENES_MAX,
  VIDEO_SCENES_MIN,
  scenesCredits,
} from './options.js';

/**
 * A rendered video per row: its title (else the first title idea), its scenes written by the
 * generator, every scene's picture generated. The subtitles come from the kit (no column).
 */
export const videoBatch = defineBatch({
  columns: ['idea', 'title', 'scenes', 'seconds', 'voice', 'format', 'language', 'style'],
  request: z.object({
    idea: ideaSchema,
    title: titleSchema.optional(),
    scenes: z.coerce
      .number()
      .int()
      .min(VIDEO_SCENES_MIN, 'video_scenes_count')
      .max(VIDEO_SCENES_MAX, 'video_scenes_count')
      .default(VIDEO_DEFAULTS.numberOfScenes),
    seconds: z.coerce
      .number()
      .int()
      .min(SECONDS_PER_SCENE_MIN)
      .max(SECONDS_PER_SCENE_MAX)
      .default(VIDEO_DEFAULTS.secondsPerScene),
    voice: z.enum(VOICES).default(VIDEO_DEFAULTS.voice),
    format: z.enum(VIDEO_RESOLUTIONS).default(VIDEO_DEFAULTS.resolution),
    language: z.enum(VIDEO_LANGUAGES).default(VIDEO_DEFAULTS.language),
    style: z.enum(VIDEO_IMAGE_STYLES).default(VIDEO_DEFAULTS.imageStyle),
    subtitleStyle: z.enum(SUBTITLE_STYLES).default(VIDEO_DEFAULTS.subtitleStyle),
    subtitlePosition: z.enum(SUBTITLE_POSITIONS).default(VIDEO_DEFAULTS.subtitlePosition),
    brand: brandBriefSchema.optional(),
  }),
  fromKit: (kit) => ({
    voice: kit.voice,
    format: kit.videoFormat,
    language: kitChoice(VIDEO_LANGUAGES, kit.language),
    style: kitChoice(VIDEO_IMAGE_STYLES, kit.imageStyle),
    subtitleStyle: kit.subtitleStyle,
    subtitlePosition: kit.subtitlePosition,
    brand: brandBriefOf(kit),
  }),
  // What the render of `scenes` generated scenes costs (videoRenderCost of the draft it makes).
  cost: (row) =>
    scenesCredits(
      Array.from({ length: row.scenes }, () => ({ seconds: row.seconds, generated: true })),
      VIDEO_DEFAULTS.imageModel,
    ),
  label: (row) => row.title ?? row.idea,
});
