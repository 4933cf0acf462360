import { z } from 'zod';
import { IDEA_MAX_LENGTH, VOICES } from '../../generation-options.js';
import { brandBriefSchema } from '../../brand-brief.js';
import { defineKind, defineStudio } from '../define-studio.js';
import { ideaSchema, titleIdeasOutputSchema, titleSchema } from '../fields.js';
import {
  CLIP_FITS,
  DEFAULT_SCENE_TRANSITION,
  IMAGE_MODELS,
  MUSIC_VOLUME_DEFAULT,
  MUSIC_VOLUME_MAX,
  MUSIC_VOLUME_MIN,
  SCENE_KEYWORD_MAX_LENGTH,
  SCENE_KEYWORDS_MAX,
  SCENE_TRANSITIONS,
  scenesCredits,
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

export const videoTitleIdeasRequestSchema = z.object({
  idea: ideaSchema,
  brand: brandBriefSchema.optional(),
});
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
  /** The brand kit's brief (brand-kits.ts), when the user chose one. */
  brand: brandBriefSchema.optional(),
});
export type VideoScenesRequest = z.infer<typeof videoScenesRequestSchema>;

/** Stock-search words of a scene: written by the generator with the scene, editable. */
export const sceneKeywordsSchema = z
  .array(z.string().trim().min(1).max(SCENE_KEYWORD_MAX_LENGTH, 'field_too_long'))
  .max(SCENE_KEYWORDS_MAX, 'scene_keywords_count');

export const sceneSchema = z.object({
  imagePrompt: sceneTextSchema,
  voiceOverText: sceneTextSchema,
  /** Older generators (and webhooks) may leave them out: the web then offers the title's words. */
  keywords: sceneKeywordsSchema.default([]),
});
export type Scene = z.infer<typeof sceneSchema>;
export const videoScenesOutputSchema = z.object({ scenes: z.array(sceneSchema) });
export type VideoScenesOutput = z.infer<typeof videoScenesOutputSchema>;

/**
 * Where a scene's picture comes from (SCENE_MEDIA_KINDS). `media` is an item of the user's
 * media library (an upload or a stock pick): a clip plays from `startSeconds`; one shorter than
 * its scene is looped or its last frame held (`fit`), a longer one is cut at the scene's end.
 */
export const sceneMediaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('generated') }),
  z.object({ kind: z.literal('archive'), imageId: z.uuid() }),
  z.object({
    kind: z.literal('media'),
    mediaId: z.uuid(),
    startSeconds: z.number().min(0).max(3600).default(0),
    fit: z.enum(CLIP_FITS).default('loop'),
  }),
]);
export type SceneMedia = z.infer<typeof sceneMediaSchema>;
export const GENERATED_SCENE_MEDIA: SceneMedia = { kind: 'generated' };

/**
 * One scene as the wizard's scenes step edits it. `imageFileId` is a previewed generated image
 * to reuse (media `generated` only). `seconds` and `voice` default to the video's
 * secondsPerScene and voice; `transition` is how this scene hands over to the next.
 */
export const videoSceneSchema = z.object({
  /** The wizard's own id for the scene (stable across edits and reordering). */
  id: z.string().trim().min(1).max(64),
  imagePrompt: sceneTextSchema,
  voiceOverText: sceneTextSchema,
  imageFileId: z.uuid().optional(),
  keywords: sceneKeywordsSchema.default([]),
  media: sceneMediaSchema.default(GENERATED_SCENE_MEDIA),
  seconds: z.number().int().min(SECONDS_PER_SCENE_MIN).max(SECONDS_PER_SCENE_MAX).optional(),
  voice: z.enum(VOICES).optional(),
  transition: z.enum(SCENE_TRANSITIONS).default(DEFAULT_SCENE_TRANSITION),
});
export type VideoScene = z.infer<typeof videoSceneSchema>;
export type VideoSceneInput = z.input<typeof videoSceneSchema>;

/** A track of the music library under the narration, at `volume` percent before ducking. */
export const videoMusicSchema = z.object({
  trackId: z.uuid(),
  volume: z.number().int().min(MUSIC_VOLUME_MIN).max(MUSIC_VOLUME_MAX).default(MUSIC_VOLUME_DEFAULT),
});
export type VideoMusic = z.infer<typeof videoMusicSchema>;

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
  scenes: videoScenesListSchema(),
  /** null: no music. */
  music: videoMusicSchema.nullable().default(null),
});
export type VideoRequest = z.infer<typeof videoRequestSchema>;
export type VideoRequestBody = z.input<typeof videoRequestSchema>;

function videoScenesListSchema() {
  return z
    .array(videoSceneSchema)
    .min(VIDEO_SCENES_MIN, 'video_scenes_count')
    .max(VIDEO_SCENES_MAX, 'video_scenes_count')
    .refine((scenes) => new Set(scenes.map((s) => s.id)).size === scenes.length, 'video_scene_ids_unique');
}

/** How long a scene lasts: its own seconds, else the video's. */
export function sceneSecondsOf(
  scene: Pick<VideoScene, 'seconds'>,
  video: Pick<VideoRequest, 'secondsPerScene'>,
) {
  return scene.seconds ?? video.secondsPerScene;
}
/** The voice a scene is narrated with: its own, else the video's. */
export function sceneVoiceOf(scene: Pick<VideoScene, 'voice'>, video: Pick<VideoRequest, 'voice'>) {
  return scene.voice ?? video.voice;
}

type PricedVideo = Pick<VideoRequest, 'secondsPerScene' | 'imageModel'>;
type PricedScene = Pick<VideoScene, 'seconds' | 'media'>;

/** What these scenes of the video cost (scenesCredits: their seconds, and whether the image provider draws them). */
export function videoScenesCost(scenes: readonly PricedScene[], video: PricedVideo): number {
  return scenesCredits(
    scenes.map((scene) => ({
      seconds: sceneSecondsOf(scene, video),
      generated: scene.media.kind === 'generated',
    })),
    video.imageModel,
  );
}

/** What a render costs: every scene sent. */
export function videoRenderCost(input: PricedVideo & { scenes: readonly PricedScene[] }) {
  return videoScenesCost(input.scenes, input);
}

// ---------------------------------------------------------------- revisions (change one scene)

/**
 * POST /api/generations { kind: 'videoRevision', input }: a new version of a finished video
 * with some scenes changed (and the order, transitions or music, which cost nothing). The
 * video's other options stay as they were. The previous version stays in the library.
 */
export const videoRevisionRequestSchema = z.object({
  videoId: z.uuid(),
  scenes: videoScenesListSchema(),
  music: videoMusicSchema.nullable().default(null),
});
export type VideoRevisionRequest = z.infer<typeof videoRevisionRequestSchema>;
export type VideoRevisionRequestBody = z.input<typeof videoRevisionRequestSchema>;

/**
 * The scene fields whose change makes a scene render (and cost) again. Keywords only help
 * searching, and the order, transitions and music are re-assembled for free.
 */
function sceneRenderKey(scene: VideoScene, video: Pick<VideoRequest, 'secondsPerScene' | 'voice'>): string {
  return JSON.stringify([
    scene.imagePrompt,
    scene.voiceOverText,
    scene.media.kind === 'generated' ? (scene.imageFileId ?? null) : null,
    scene.media,
    sceneSecondsOf(scene, video),
    sceneVoiceOf(scene, video),
  ]);
}

/** The scenes of `next` that render again against the video it revises: new ids, or a changed render key. */
export function changedScenes(
  previous: Pick<VideoRequest, 'scenes' | 'secondsPerScene' | 'voice'>,
  next: readonly VideoScene[],
): VideoScene[] {
  const before = new Map(previous.scenes.map((scene) => [scene.id, sceneRenderKey(scene, previous)]));
  return next.filter((scene) => before.get(scene.id) !== sceneRenderKey(scene, previous));
}

/** The revision as a whole draft: the video's options with the new scenes and music. */
export function revisedVideoRequest(previous: VideoRequest, revision: VideoRevisionRequest): VideoRequest {
  return { ...previous, scenes: revision.scenes, music: revision.music };
}

/** What a revision costs: only its changed scenes (0 when only the order, transitions or music moved). */
export function videoRevisionCost(previous: VideoRequest, revision: VideoRevisionRequest): number {
  return videoScenesCost(changedScenes(previous, revision.scenes), previous);
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
  /** Scenes rendered this time (a revision re-uses the others' segments where it can). */
  scenesRendered: z.number().int().optional(),
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
    // The price is the server's (KindWork.price: the scenes that changed from the stored
    // video); this bound is what the most expensive revision could cost.
    videoRevision: defineKind({
      family: 'video',
      runs: 'queued',
      input: videoRevisionRequestSchema,
      output: videoOutputSchema,
      cost: (input) =>
        videoScenesCost(input.scenes, { secondsPerScene: SECONDS_PER_SCENE_MAX, imageModel: 'flux-pro' }),
      timeoutMs: 90_000,
      example: {
        videoId: '00000000-0000-4000-8000-000000000000',
        scenes: [
          exampleScene('s1', 'flour in the air'),
          exampleScene('s2', 'the first loaves'),
          exampleScene('s3', 'the neighbours at the door'),
        ],
      },
    }),
  },
});
