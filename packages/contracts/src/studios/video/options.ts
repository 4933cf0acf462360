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
