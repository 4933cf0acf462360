/*
 * The video studio's options (docs/product/video-studio.md): scene image styles and models,
 * niches, formats, narration languages, subtitles, the wizard's ranges, defaults and price.
 *
 * Plain values only: no zod, directly or through another module, so a page can take a
 * constant from here without loading zod (apps/web/vite.config.ts).
 */

export const VIDEO_IMAGE_STYLES = [
  'photorealistic',
  'cinematic',
  '3d-render',
  'cartoon',
  'anime',
  'cyberpunk',
  'gta',
  'low-poly',
  'neon-glow',
  'surrealism',
  'pixel-art',
  'pop-art',
  'watercolor',
  'oil-painting',
  'stencil-graffiti',
] as const;
export type VideoImageStyle = (typeof VIDEO_IMAGE_STYLES)[number];
export const VIDEO_NICHES = [
  'general',
  'scary-story',
  'motivational-story',
  'bedtime-story',
  'interesting-history',
  'fun-facts',
  'bible-story',
  'african-folktale',
  'love-story',
  'adventure-story',
  'inspirational-biography',
  'science-explainer',
  'fantasy',
  'mythology',
  'crime-story',
  'life-lessons',
] as const;
export type VideoNiche = (typeof VIDEO_NICHES)[number];

/** The models a scene's image is made with. */
export const IMAGE_MODELS = ['freepik-classic', 'flux-schnell', 'flux-pro'] as const;
export type ImageModel = (typeof IMAGE_MODELS)[number];
/**
 * Extra credits per scene for the image model: the flux models cost
 * extra; we charge 1 for the fast model and 3 for the high-quality one, small enough that
 * the scene/seconds part still dominates the price of a video.
 */
export const IMAGE_MODEL_EXTRA_CREDITS: Record<ImageModel, number> = {
  'freepik-classic': 0,
  'flux-schnell': 1,
  'flux-pro': 3,
};

export const VIDEO_RESOLUTIONS = [
  'sd',
  'hd',
  'full-hd',
  'squared',
  'instagram-story',
  'instagram-feed',
  'twitter-landscape',
  'twitter-portrait',
] as const;
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];

/** Narration languages; `auto` lets the renderer decide (unknown voices map to auto). */
export const VIDEO_LANGUAGES = ['auto', 'en', 'ro', 'es', 'fr', 'de', 'it', 'pt'] as const;
export type VideoLanguage = (typeof VIDEO_LANGUAGES)[number];

/** The video language follows the voice: 'ro-RO-EmilNeural' -> 'ro'; an unknown prefix -> 'auto'. */
export function languageForVoice(voice: string): VideoLanguage {
  const prefix = voice.slice(0, 2).toLowerCase();
  return (VIDEO_LANGUAGES as readonly string[]).includes(prefix) ? (prefix as VideoLanguage) : 'auto';
}

export const SUBTITLE_STYLES = [
  'classic',
  'classic-progressive',
  'boxed-word',
  'boxed-line',
  'one-word',
] as const;
export type SubtitleStyle = (typeof SUBTITLE_STYLES)[number];
export const SUBTITLE_POSITIONS = [
  'bottom-center',
  'bottom-left',
  'bottom-right',
  'center-center',
  'top-center',
] as const;
export type SubtitlePosition = (typeof SUBTITLE_POSITIONS)[number];
export const SUBTITLE_FONTS = ['roboto', 'roboto-black', 'luckiest-guy', 'arial'] as const;
export type SubtitleFont = (typeof SUBTITLE_FONTS)[number];
export const SUBTITLE_SIZES = ['small', 'medium', 'large', 'extra-large'] as const;
export type SubtitleSize = (typeof SUBTITLE_SIZES)[number];

/** A scene's image prompt and narration. */
export const SCENE_TEXT_MIN_LENGTH = 10;
export const SCENE_TEXT_MAX_LENGTH = 500;
/** The video wizard's ranges. */
export const VIDEO_SCENES_MIN = 3;
export const VIDEO_SCENES_MAX = 10;
export const SECONDS_PER_SCENE_MIN = 5;
export const SECONDS_PER_SCENE_MAX = 10;

export const VIDEO_DEFAULTS = {
  style: 'realistic',
  duration: 15,
  withAudio: true,
  numberOfScenes: 3,
  secondsPerScene: 5,
  imageModel: 'freepik-classic',
  voice: 'en-US-BrianMultilingualNeural',
  language: 'en',
  resolution: 'instagram-story',
  imageStyle: 'photorealistic',
  niche: 'general',
  subtitleStyle: 'classic',
  subtitlePosition: 'bottom-center',
  subtitleFont: 'roboto',
} as const;

/** Credits for a video: ceil(1.25 × scenes × secondsPerScene + 3 × scenes) + model extra × scenes. */
export function videoCost(input: {
  scenes: number;
  secondsPerScene: number;
  imageModel: ImageModel;
}): number {
  const { scenes, secondsPerScene, imageModel } = input;
  return (
    Math.ceil(1.25 * scenes * secondsPerScene + 3 * scenes) + IMAGE_MODEL_EXTRA_CREDITS[imageModel] * scenes
  );
}

// ---------------------------------------------------------------- second pass: media, music, revisions

/**
 * How one scene hands over to the next (the transition after a scene; the last scene's is
 * unused). `fade` cross-fades, `fade-black` dips through black, `slide-left`/`slide-up` push
 * the next scene in, `wipe-left` uncovers it, `cut` joins them with no transition.
 */
export const SCENE_TRANSITIONS = [
  'fade',
  'fade-black',
  'slide-left',
  'slide-up',
  'wipe-left',
  'cut',
] as const;
export type SceneTransition = (typeof SCENE_TRANSITIONS)[number];
export const DEFAULT_SCENE_TRANSITION: SceneTransition = 'fade';

/**
 * Where a scene's picture comes from: `generated` (the image provider draws it from the image
 * prompt; a previewed one is reused), `archive` (an image of the user's images archive), or
 * `media` (an item of the user's media library: an upload or a stock pick).
 */
export const SCENE_MEDIA_KINDS = ['generated', 'archive', 'media'] as const;
export type SceneMediaKind = (typeof SCENE_MEDIA_KINDS)[number];
/** A clip shorter than its scene: played again from its start (`loop`) or its last frame held (`hold`). */
export const CLIP_FITS = ['loop', 'hold'] as const;
export type ClipFit = (typeof CLIP_FITS)[number];

/** Search words written with each scene (editable), used to look for stock footage. */
export const SCENE_KEYWORDS_MAX = 5;
export const SCENE_KEYWORD_MAX_LENGTH = 40;

/** Music under the narration: volume in percent of the track's own level (before ducking). */
export const MUSIC_VOLUME_MIN = 0;
export const MUSIC_VOLUME_MAX = 100;
export const MUSIC_VOLUME_DEFAULT = 30;
/** Seconds the music fades in at the start and out at the end. */
export const MUSIC_FADE_SECONDS = 1.5;

/**
 * Credits of one scene: 1.25 a second plus 3, plus the image model's extra when its picture is
 * drawn by the image provider. A video costs the sum over its scenes, rounded up once
 * (videoCost below is the same rule for equal scenes); a revision costs the scenes it changes.
 */
export function sceneCredits(scene: { seconds: number; generated: boolean }, imageModel: ImageModel): number {
  return 1.25 * scene.seconds + 3 + (scene.generated ? IMAGE_MODEL_EXTRA_CREDITS[imageModel] : 0);
}
export function scenesCredits(
  scenes: readonly { seconds: number; generated: boolean }[],
  imageModel: ImageModel,
): number {
  if (scenes.length === 0) return 0;
  return Math.ceil(scenes.reduce((sum, scene) => sum + sceneCredits(scene, imageModel), 0));
}
