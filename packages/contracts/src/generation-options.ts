/*
 * Generation options shared by several studios: the idea and title limits, the image prompt
 * limits, the product voices, and the error codes of every generation. Each studio's own
 * options are in studios/<studio>/options.ts.
 *
 * Plain values only: this module must not import zod (directly or through another module),
 * so a page can take a constant from here without loading zod (apps/web/vite.config.ts).
 */

/** An idea must be MORE than this many characters after trimming (message key idea_min_length). */
export const IDEA_MIN_LENGTH = 10;
export const IDEA_MAX_LENGTH = 2000;
export const TITLE_MAX_LENGTH = 300;
/** How many title ideas a title-ideas step keeps (articles and videos). */
export const TITLES_KEPT = 10;

export function isIdeaLongEnough(idea: string): boolean {
  return idea.trim().length > IDEA_MIN_LENGTH;
}

/** An image prompt: the image studio's, and the one a saved article keeps for its image. */
export const IMAGE_PROMPT_MAX_LENGTH = 4000;
/** Prompts suggested from an article are cut to this length. */
export const SUGGESTED_PROMPT_MAX_LENGTH = 1000;

/** The product voices: the video studio's narration and the voice-over studio's. */
export const VOICES = [
  'en-US-BrianMultilingualNeural',
  'en-US-JennyNeural',
  'ro-RO-EmilNeural',
  'ro-RO-AlinaNeural',
  'es-ES-AlvaroNeural',
  'es-ES-ElviraNeural',
] as const;
export type Voice = (typeof VOICES)[number];

/** What each product voice is, so every speech engine can pick its own voice of that kind. */
export const VOICE_TRAITS: Record<Voice, { language: 'en' | 'ro' | 'es'; gender: 'male' | 'female' }> = {
  'en-US-BrianMultilingualNeural': { language: 'en', gender: 'male' },
  'en-US-JennyNeural': { language: 'en', gender: 'female' },
  'ro-RO-EmilNeural': { language: 'ro', gender: 'male' },
  'ro-RO-AlinaNeural': { language: 'ro', gender: 'female' },
  'es-ES-AlvaroNeural': { language: 'es', gender: 'male' },
  'es-ES-ElviraNeural': { language: 'es', gender: 'female' },
};

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
  // The file storage (an S3 bucket, the data folder) could not take or give a generated file.
  'STORAGE_UNAVAILABLE',
] as const;
export type GenerationErrorCode = (typeof GENERATION_ERROR_CODES)[number];
