/*
 * Generation options: the wizards' option lists, limits, defaults, credit costs, timeouts
 * and error codes, shared by the wizards (web) and the generation engine (server). docs/product/
 * describes them per screen. The request/result schemas built on them are in generation.ts.
 *
 * Plain values only: this module must not import zod (directly or through another module),
 * so a page can take a constant from here without loading zod (apps/web/vite.config.ts).
 */

// ---------------------------------------------------------------- option lists

export const ARTICLE_TONES = [
  'professional',
  'persuasive',
  'friendly',
  'casual',
  'formal',
  'informative',
] as const;
export type ArticleTone = (typeof ARTICLE_TONES)[number];
/** `business` is shown as "Small businesses". */
export const ARTICLE_AUDIENCES = [
  'general',
  'tech',
  'business',
  'marketers',
  'beginners',
  'experts',
] as const;
export type ArticleAudience = (typeof ARTICLE_AUDIENCES)[number];
/** 1200 and 2000 are labelled "1200+" and "2000+" in the wizard. */
export const ARTICLE_WORD_COUNTS = [300, 500, 800, 1200, 2000] as const;
export type ArticleWordCount = (typeof ARTICLE_WORD_COUNTS)[number];
/** Languages an article can be generated in (a stored article may carry more, see ARTICLE_STORED_LANGUAGES). */
export const ARTICLE_LANGUAGES = ['ro', 'en', 'es'] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];
export const ARTICLE_STORED_LANGUAGES = ['ro', 'en', 'fr', 'es', 'de', 'it'] as const;

export const IMAGE_STYLES = [
  'realistic',
  'illustration',
  'cartoon',
  'abstract',
  'minimalist',
  '3d-render',
  'watercolor',
  'line-art',
  'digital-art',
  'painting',
  'cinematic',
  'low-poly',
  'photography',
] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];
/** The first three are the main list; 512x512 and 1536x1536 are extra sizes. */
export const IMAGE_RESOLUTIONS = ['1024x1024', '1024x1792', '1792x1024', '512x512', '1536x1536'] as const;
export type ImageResolution = (typeof IMAGE_RESOLUTIONS)[number];
export const ASPECT_RATIOS = ['1:1', '4:3', '16:9', '9:16', '3:4'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export const IMAGE_MOODS = [
  'neutral',
  'happy',
  'sad',
  'dramatic',
  'peaceful',
  'vibrant',
  'dark',
  'professional',
  'playful',
  'energetic',
  'futuristic',
  'nostalgic',
  'serene',
] as const;
export type ImageMood = (typeof IMAGE_MOODS)[number];

/** Width and height in pixels of a resolution such as '1792x1024'. */
export function parseResolution(resolution: ImageResolution): { width: number; height: number } {
  const [w, h] = resolution.split('x').map(Number);
  return { width: w ?? 1024, height: h ?? 1024 };
}

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

export const VOICES = [
  'en-US-BrianMultilingualNeural',
  'en-US-JennyNeural',
  'ro-RO-EmilNeural',
  'ro-RO-AlinaNeural',
  'es-ES-AlvaroNeural',
  'es-ES-ElviraNeural',
] as const;
export type Voice = (typeof VOICES)[number];

// ---------------------------------------------------------------- voice-overs

/** The voice-over studio (docs/product/voice-over-studio.md): text limit and price. */
export const VOICE_OVER_TEXT_MAX_LENGTH = 5000;
/** 1 credit per started 1,000 characters. */
export const VOICE_OVER_CHARS_PER_CREDIT = 1000;
export const VOICE_OVER_SPEED = { min: 0.5, max: 2, default: 1 } as const;
/** Semitones. */
export const VOICE_OVER_PITCH = { min: -12, max: 12, default: 0 } as const;

export function voiceOverCost(text: string): number {
  return Math.max(1, Math.ceil(text.trim().length / VOICE_OVER_CHARS_PER_CREDIT));
}

/** What each product voice is, so every speech engine can pick its own voice of that kind. */
export const VOICE_TRAITS: Record<Voice, { language: 'en' | 'ro' | 'es'; gender: 'male' | 'female' }> = {
  'en-US-BrianMultilingualNeural': { language: 'en', gender: 'male' },
  'en-US-JennyNeural': { language: 'en', gender: 'female' },
  'ro-RO-EmilNeural': { language: 'ro', gender: 'male' },
  'ro-RO-AlinaNeural': { language: 'ro', gender: 'female' },
  'es-ES-AlvaroNeural': { language: 'es', gender: 'male' },
  'es-ES-ElviraNeural': { language: 'es', gender: 'female' },
};
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

/** Labels: Explainer Video, Product Demo, Tutorial/How-To, Promotional/Advertisement, Educational/Lecture, Trailer, Podcast-style discussion. */
export const VIDEO_SCRIPT_TYPES = [
  'explainer',
  'product-demo',
  'tutorial',
  'promotional',
  'educational',
  'trailer',
  'podcast',
] as const;
export type VideoScriptType = (typeof VIDEO_SCRIPT_TYPES)[number];
export const VIDEO_SCRIPT_LENGTHS = ['10s', '30s', '60s', '3min', '5min+'] as const;
export type VideoScriptLength = (typeof VIDEO_SCRIPT_LENGTHS)[number];
export const VIDEO_SCRIPT_TONES = ['casual', 'funny', 'professional'] as const;
export type VideoScriptTone = (typeof VIDEO_SCRIPT_TONES)[number];

// ---------------------------------------------------------------- limits and defaults

/** An idea must be MORE than this many characters after trimming (message key idea_min_length). */
export const IDEA_MIN_LENGTH = 10;
export const IDEA_MAX_LENGTH = 2000;
export const TITLE_MAX_LENGTH = 300;
export const IMAGE_PROMPT_MAX_LENGTH = 4000;
/** Prompts suggested from an article are cut to this length. */
export const SUGGESTED_PROMPT_MAX_LENGTH = 1000;
export const SCENE_TEXT_MIN_LENGTH = 10;
export const SCENE_TEXT_MAX_LENGTH = 500;
export const ARTICLE_CONTENT_MAX_LENGTH = 1_000_000;
export const TITLES_KEPT = 10;
/** The video wizard's ranges. */
export const VIDEO_SCENES_MIN = 3;
export const VIDEO_SCENES_MAX = 10;
export const SECONDS_PER_SCENE_MIN = 5;
export const SECONDS_PER_SCENE_MAX = 10;

export function isIdeaLongEnough(idea: string): boolean {
  return idea.trim().length > IDEA_MIN_LENGTH;
}

export const ARTICLE_DEFAULTS = {
  tone: 'professional',
  wordCount: 500,
  language: 'en',
  audience: 'general',
} as const;
export const IMAGE_DEFAULTS = { style: 'realistic', resolution: '1024x1024', mood: 'neutral' } as const;
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

// ---------------------------------------------------------------- costs and timeouts

export const ARTICLE_COST = 2;
export const IMAGE_COST = 5;
/** The image studio makes 1 to 4 images in one generation, IMAGE_COST each. */
export const IMAGES_PER_GENERATION_MIN = 1;
export const IMAGES_PER_GENERATION_MAX = 4;
export const VIDEO_SCRIPT_COST = 2;

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

export const GENERATION_OPERATIONS = [
  'titleIdeas',
  'article',
  'imagePrompt',
  'image',
  'images',
  'videoTitleIdeas',
  'videoScenes',
  'videoScript',
  'video',
  'voiceOver',
] as const;
export type GenerationOperation = (typeof GENERATION_OPERATIONS)[number];

/**
 * How long one provider call may take: ideas 45 s, article 60 s, image prompt
 * 60 s, image 90 s; video titles, scenes and the script get the video family's 90 s.
 */
export const GENERATION_TIMEOUTS_MS: Record<GenerationOperation, number> = {
  titleIdeas: 45_000,
  article: 60_000,
  imagePrompt: 60_000,
  image: 90_000,
  // Each of its images is one 'image' call with that call's 90 s.
  images: 90_000,
  videoTitleIdeas: 90_000,
  videoScenes: 90_000,
  videoScript: 90_000,
  // One call to the admin's automation (generate_video); the local render and JSON2Video's
  // polling have their own limits (docs/product/video-studio.md).
  video: 90_000,
  // Each sentence is one speech call with this limit.
  voiceOver: 90_000,
};
export const LONGEST_GENERATION_TIMEOUT_MS = Math.max(...Object.values(GENERATION_TIMEOUTS_MS));

/** Stable codes of generation failures; the web translates them (locales/<lang>/errors.json). */
export const GENERATION_ERROR_CODES = [
  'WEBHOOK_MISSING',
  'WEBHOOK_INVALID_URL',
  'WEBHOOK_NOT_FOUND',
  'WEBHOOK_UNAUTHORIZED',
  'WEBHOOK_RATE_LIMITED',
  'WEBHOOK_SERVER_ERROR',
  'WEBHOOK_HTTP_ERROR',
  'EMPTY_RESPONSE',
  'TIMEOUT',
  'ABORTED',
  'NETWORK_ERROR',
  'INVALID_JSON',
  'CONTENT_TOO_SHORT',
  'NO_CONTENT',
  'NO_TITLES',
  'NO_IMAGE_URL',
  'NO_SCENES',
  'RESPONSE_TOO_LARGE',
  'PROVIDER_ERROR',
  // A provider's image link: refused (private address), unreachable, or not an image.
  'IMAGE_URL_REFUSED',
  'IMAGE_FETCH_FAILED',
  'NOT_AN_IMAGE',
  // Video renders: no file came back, the local render or narration failed, JSON2Video's
  // answers (no project, refused key, an HTML page instead of JSON, an expired link).
  'NO_VIDEO_URL',
  'NO_PROJECT_ID',
  'RENDER_FAILED',
  'SPEECH_FAILED',
  'VIDEO_FETCH_FAILED',
  'VIDEO_LINK_EXPIRED',
  'PROVIDER_UNAUTHORIZED',
  'HTML_RESPONSE',
  'JSON2VIDEO_NOT_CONFIGURED',
] as const;
export type GenerationErrorCode = (typeof GENERATION_ERROR_CODES)[number];
