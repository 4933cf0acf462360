/*
 * The video script studio's options (docs/product/video-script-studio.md): script types,
 * lengths, tones and price.
 *
 * Plain values only: no zod, directly or through another module, so a page can take a
 * constant from here without loading zod (apps/web/vite.config.ts).
 */

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

export const VIDEO_SCRIPT_COST = 2;

/** The API path of the studio's archive (its endpoints.ts). */
export const VIDEO_SCRIPTS_PATH = '/api/video-scripts';
