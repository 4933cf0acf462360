import { z } from 'zod';
import {
  IMAGE_MODELS,
  languageForVoice,
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
  MUSIC_VOLUME_DEFAULT,
  MUSIC_VOLUME_MAX,
  MUSIC_VOLUME_MIN,
  VOICES,
  videoCost,
  videoScenesCost,
  kitChoice,
  type BrandKit,
  type GenerationInput,
  type VideoRequest,
} from '@forja/contracts';
import {
  brandBriefField,
  brandChoiceOf,
  brandInput,
  brandKitIdField,
  definedOnly,
} from '@/lib/brand-kit-draft';
import { createDraftStore, draftIdField, newDraftId, stepField } from '@/lib/wizard/draft-store';
import type { VideoSeed } from '@/lib/video-seed';
import { storedErrorSchema } from '@/lib/wizard/stored-error';
import { VIDEO_DRAFT_STORAGE } from './stored-render';
import { draftSceneSchema, withIds, type DraftScene } from './video-scenes';

/*
 * The video studio's draft (docs/product/video-studio-web.md), per user: the idea, the title
 * and its suggestions, the options, the scenes as edited, and the render being followed. It
 * survives a reload; the render keeps running on the server whether the page is open or not.
 */
export const VIDEO_STEPS = ['idea', 'title', 'options', 'scenes', 'result'] as const;
export type VideoStepNumber = 1 | 2 | 3 | 4 | 5;

export { draftSceneSchema, type DraftScene } from './video-scenes';

export const videoOptionsSchema = z.object({
  niche: z.enum(VIDEO_NICHES).catch(VIDEO_DEFAULTS.niche),
  numberOfScenes: z
    .number()
    .int()
    .min(VIDEO_SCENES_MIN)
    .max(VIDEO_SCENES_MAX)
    .catch(VIDEO_DEFAULTS.numberOfScenes),
  secondsPerScene: z
    .number()
    .int()
    .min(SECONDS_PER_SCENE_MIN)
    .max(SECONDS_PER_SCENE_MAX)
    .catch(VIDEO_DEFAULTS.secondsPerScene),
  imageModel: z.enum(IMAGE_MODELS).catch(VIDEO_DEFAULTS.imageModel),
  voice: z.enum(VOICES).catch(VIDEO_DEFAULTS.voice),
  language: z.enum(VIDEO_LANGUAGES).catch(VIDEO_DEFAULTS.language),
  resolution: z.enum(VIDEO_RESOLUTIONS).catch(VIDEO_DEFAULTS.resolution),
  withAudio: z.boolean().catch(VIDEO_DEFAULTS.withAudio),
  imageStyle: z.enum(VIDEO_IMAGE_STYLES).catch(VIDEO_DEFAULTS.imageStyle),
  subtitleStyle: z.enum(SUBTITLE_STYLES).catch(VIDEO_DEFAULTS.subtitleStyle),
  subtitlePosition: z.enum(SUBTITLE_POSITIONS).catch(VIDEO_DEFAULTS.subtitlePosition),
  subtitleFont: z.enum(SUBTITLE_FONTS).catch(VIDEO_DEFAULTS.subtitleFont),
});
export type VideoOptions = z.infer<typeof videoOptionsSchema>;
export const defaultVideoOptions = (): VideoOptions => videoOptionsSchema.parse({});

export const videoDraftSchema = z.object({
  draftId: draftIdField(),
  step: stepField<VideoStepNumber>(VIDEO_STEPS.length),
  idea: z.string().catch(''),
  title: z.string().catch(''),
  suggestedTitles: z.array(z.string()).catch([]),
  /** The idea the suggestions were made for: an unchanged idea keeps them. */
  titlesForIdea: z.string().nullable().catch(null),
  /** The title-ideas generation, whose raw reply administrators can look at. */
  titlesGenerationId: z.string().nullable().catch(null),
  options: videoOptionsSchema.catch(() => defaultVideoOptions()),
  /** The brand kit chosen on step 3 (lib/brand-kit-draft.ts) and its brief, sent with the scenes' request. */
  brandKitId: brandKitIdField(),
  brand: brandBriefField(),
  scenes: z.array(draftSceneSchema).catch([]),
  /** What the scenes were made for (scenesKey), or 'script' when a script filled them in. */
  scenesFor: z.string().nullable().catch(null),
  /** The last failure of the title or scenes request, shown on its step. */
  error: storedErrorSchema.nullable().catch(null),
  /** The render started on step 5 (followed there and by the app-wide watcher). */
  renderId: z.string().nullable().catch(null),
  /** Music under the narration (a track of the music library), or none; the title is for display. */
  music: z
    .object({
      trackId: z.string(),
      volume: z.number().int().min(MUSIC_VOLUME_MIN).max(MUSIC_VOLUME_MAX).catch(MUSIC_VOLUME_DEFAULT),
      title: z.string().catch(''),
    })
    .nullable()
    .catch(null),
  /**
   * Set while the draft revises a finished video (change one scene): that video, its version
   * and the draft it was rendered from (the changed scenes and the price are against it).
   */
  revision: z
    .object({ videoId: z.string(), version: z.number().int(), base: z.custom<VideoRequest>((v) => !!v) })
    .nullable()
    .catch(null),
});
export type VideoDraft = z.infer<typeof videoDraftSchema>;

export const emptyVideoDraft = (): VideoDraft => ({
  draftId: newDraftId(),
  step: 1,
  idea: '',
  title: '',
  suggestedTitles: [],
  titlesForIdea: null,
  titlesGenerationId: null,
  options: defaultVideoOptions(),
  brand: null,
  scenes: [],
  scenesFor: null,
  error: null,
  renderId: null,
  music: null,
  revision: null,
});

export const videoDraftStore = createDraftStore({
  ...VIDEO_DRAFT_STORAGE,
  schema: videoDraftSchema as z.ZodType<VideoDraft>,
  empty: emptyVideoDraft,
});

/** Changing the voice sets the narration language (ro-RO-… -> ro). */
export function withVoice(options: VideoOptions, voice: VideoOptions['voice']): VideoOptions {
  return { ...options, voice, language: languageForVoice(voice) };
}

/** The cost shown on the options step: the scenes asked for (the scenes step may change them). */
export function estimatedCost(options: VideoOptions, scenes = options.numberOfScenes): number {
  return videoCost({ scenes, secondsPerScene: options.secondsPerScene, imageModel: options.imageModel });
}

/** What rendering the draft's scenes costs: each scene's seconds, and whether its picture is drawn. */
export function scenesCost(d: Pick<VideoDraft, 'options' | 'scenes'>): number {
  return videoScenesCost(d.scenes, d.options);
}

/**
 * What a brand kit changes: voice, narration language, format, image style and subtitles, when
 * the studio has the kit's value, and the kit's brief.
 */
export function brandKitPatch(d: VideoDraft, kit: BrandKit | null): Partial<VideoDraft> {
  if (!kit) return brandChoiceOf(null);
  return {
    ...brandChoiceOf(kit),
    options: {
      ...d.options,
      ...definedOnly({
        voice: kitChoice(VOICES, kit.voice),
        language: kitChoice(VIDEO_LANGUAGES, kit.language),
        resolution: kitChoice(VIDEO_RESOLUTIONS, kit.videoFormat),
        imageStyle: kitChoice(VIDEO_IMAGE_STYLES, kit.imageStyle),
        subtitleStyle: kitChoice(SUBTITLE_STYLES, kit.subtitleStyle),
        subtitlePosition: kitChoice(SUBTITLE_POSITIONS, kit.subtitlePosition),
      }),
    },
  };
}

export function titleIdeasInput(d: VideoDraft): GenerationInput<'videoTitleIdeas'> {
  return { idea: d.idea.trim(), ...brandInput(d.brand) };
}

export function scenesInput(d: VideoDraft): GenerationInput<'videoScenes'> {
  const { subtitleStyle: _s, subtitlePosition: _p, subtitleFont: _f, ...options } = d.options;
  // The brief only when there is one: scenesKey of a draft from before brand kits stays the same.
  return { videoTitle: d.title.trim(), comment: d.idea.trim(), ...options, ...brandInput(d.brand) };
}

/** Scenes made for the same title, idea and options are kept when the user comes back. */
export const scenesKey = (d: VideoDraft) => JSON.stringify(scenesInput(d));

/** What POST /api/generations { kind: 'video' } receives: the options and the scenes as edited. */
export function renderInput(d: VideoDraft): GenerationInput<'video'> {
  return {
    prompt: d.idea.trim(),
    videoTitle: d.title.trim(),
    ...d.options,
    numberOfScenes: Math.min(Math.max(d.scenes.length, VIDEO_SCENES_MIN), VIDEO_SCENES_MAX),
    scenes: d.scenes.map(sceneInput),
    music: musicInput(d),
  };
}

/** A draft scene as the contracts' videoSceneSchema takes it. */
function sceneInput(s: DraftScene): VideoRequest['scenes'][number] {
  return {
    id: s.id,
    imagePrompt: s.imagePrompt.trim(),
    voiceOverText: s.voiceOverText.trim(),
    // A previewed image only matters while the scene's picture is the generated one.
    ...(s.imageFileId && s.media.kind === 'generated' ? { imageFileId: s.imageFileId } : {}),
    keywords: s.keywords.map((k) => k.trim()).filter(Boolean),
    media: s.media,
    ...(s.seconds === undefined ? {} : { seconds: s.seconds }),
    ...(s.voice === undefined ? {} : { voice: s.voice }),
    transition: s.transition,
  };
}

const musicInput = (d: VideoDraft): VideoRequest['music'] =>
  d.music ? { trackId: d.music.trackId, volume: d.music.volume } : null;

/** What POST /api/generations { kind: 'videoRevision' } receives: the revised video, the scenes and music as edited. */
export function revisionInput(d: VideoDraft): GenerationInput<'videoRevision'> {
  if (!d.revision) throw new Error('The draft revises no video.');
  return { videoId: d.revision.videoId, scenes: d.scenes.map(sceneInput), music: musicInput(d) };
}

/** A new draft from a script (lib/video-seed.ts): on the options step, its scenes kept as they are. */
export function draftFromSeed(seed: VideoSeed, options: VideoOptions): VideoDraft {
  return {
    ...emptyVideoDraft(),
    step: 3,
    idea: seed.idea,
    title: seed.title,
    titlesForIdea: seed.idea.trim(),
    suggestedTitles: [],
    options: {
      ...options,
      numberOfScenes: Math.min(Math.max(seed.scenes.length, VIDEO_SCENES_MIN), VIDEO_SCENES_MAX),
    },
    scenes: withIds(seed.scenes),
    scenesFor: 'script',
  };
}
