import { VOICE_OVER_SPEED } from './studios/voice-over/options.js';

/*
 * How much audio a text may become (docs/product/voice-over-studio.md, "Audio is bounded by
 * the text"). Speech is paid for by its text, so the audio is bounded by the text: every speech
 * engine stops synthesising when a request reaches its cap, whatever the text holds (long
 * numbers, pasted markup), and the caller may only make the cap tighter (a video scene's
 * narration is also bounded by the seconds paid for the scene).
 *
 * espeak-ng reads prose at 0.057–0.064 s per character at speed 1 (es, en, ro, measured), so
 * 0.15 s per character is about 2.3 times the slowest language, room for numbers and
 * abbreviations. A 1-credit voice-over (1,000 characters) at the slowest speed (0.5×) is at most
 * (5 + 150) / 0.5 = 310 s.
 */

/** Seconds of audio per character of text at speed 1. */
export const SPEECH_SECONDS_PER_CHARACTER = 0.15;
/** Added once per request, so a short text with a long number is still read whole. */
export const SPEECH_BASE_SECONDS = 5;

/** The longest audio a text may become at a speed (the speed is clamped to the studio's 0.5–2). */
export function speechMaxSeconds(text: string, speed: number = VOICE_OVER_SPEED.default): number {
  const pace = Math.min(VOICE_OVER_SPEED.max, Math.max(VOICE_OVER_SPEED.min, speed));
  return (SPEECH_BASE_SECONDS + SPEECH_SECONDS_PER_CHARACTER * text.trim().length) / pace;
}

/**
 * A video scene's narration may last at most this many times the scene's paid seconds: room to
 * pace a long narration into its scene (up to twice as fast), never an unbounded render.
 */
export const SCENE_NARRATION_MAX_FACTOR = 2;

export function sceneNarrationMaxSeconds(secondsPerScene: number): number {
  return secondsPerScene * SCENE_NARRATION_MAX_FACTOR;
}
