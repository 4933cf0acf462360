/*
 * The voice-over studio's options (docs/product/voice-over-studio.md): text limit, speed,
 * pitch and price. The product voices (VOICES) are shared with the video studio.
 *
 * Plain values only: no zod, directly or through another module, so a page can take a
 * constant from here without loading zod (apps/web/vite.config.ts).
 */

export const VOICE_OVER_TEXT_MAX_LENGTH = 5000;
/** 1 credit per started 1,000 characters. */
export const VOICE_OVER_CHARS_PER_CREDIT = 1000;
export const VOICE_OVER_SPEED = { min: 0.5, max: 2, default: 1 } as const;
/** Semitones. */
export const VOICE_OVER_PITCH = { min: -12, max: 12, default: 0 } as const;

export function voiceOverCost(text: string): number {
  return Math.max(1, Math.ceil(text.trim().length / VOICE_OVER_CHARS_PER_CREDIT));
}

/** The API path of the studio's archive (its endpoints.ts). */
export const VOICE_OVERS_PATH = '/api/voice-overs';
