import type { SpokenWord } from './studios/voice-over/studio.js';

/*
 * Subtitles (SRT and WebVTT) from the engine's word timings. Words are grouped into short
 * cues: a cue ends after a sentence's last word, before a pause, or when it would pass a
 * comfortable line length. Cue times never go backwards and never overlap, whatever the
 * engine reported. Text is written as spoken, diacritics included (UTF-8).
 */

export interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}

const MAX_CUE_CHARS = 42;
const MAX_CUE_MS = 5000;
/** A silence this long between two words starts a new cue. */
const PAUSE_MS = 600;
const MIN_CUE_MS = 200;

export function cuesFromWords(words: readonly SpokenWord[]): Cue[] {
  const cues: Cue[] = [];
  let current: Cue | null = null;
  for (const word of words) {
    const text = word.text.trim();
    if (!text) continue;
    if (current) {
      const joined = `${current.text} ${text}`;
      const breakHere =
        /[.!?…;:]["'”’»)\]]*$/u.test(current.text) ||
        word.startMs - current.endMs >= PAUSE_MS ||
        joined.length > MAX_CUE_CHARS ||
        word.endMs - current.startMs > MAX_CUE_MS;
      if (!breakHere) {
        current.text = joined;
        current.endMs = Math.max(current.endMs, word.endMs);
        continue;
      }
      cues.push(current);
    }
    current = { startMs: word.startMs, endMs: word.endMs, text };
  }
  if (current) cues.push(current);
  return monotonic(cues);
}

/** Each cue starts at or after the previous one's end and lasts at least MIN_CUE_MS. */
function monotonic(cues: Cue[]): Cue[] {
  let lastEnd = 0;
  return cues.map((cue) => {
    const startMs = Math.max(Math.round(cue.startMs), lastEnd);
    const endMs = Math.max(Math.round(cue.endMs), startMs + MIN_CUE_MS);
    lastEnd = endMs;
    return { startMs, endMs, text: cue.text };
  });
}

function timestamp(ms: number, separator: ',' | '.'): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}${separator}${String(millis).padStart(3, '0')}`;
}

/** Cue text may not hold a blank line (it would end the cue) nor, in VTT, '-->'. */
function cueText(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/-->/g, '→');
}

export function toSrt(words: readonly SpokenWord[]): string {
  return cuesFromWords(words)
    .map(
      (cue, i) =>
        `${i + 1}\n${timestamp(cue.startMs, ',')} --> ${timestamp(cue.endMs, ',')}\n${cueText(cue.text)}\n`,
    )
    .join('\n');
}

export function toVtt(words: readonly SpokenWord[]): string {
  const cues = cuesFromWords(words).map(
    (cue) => `${timestamp(cue.startMs, '.')} --> ${timestamp(cue.endMs, '.')}\n${cueText(cue.text)}\n`,
  );
  return ['WEBVTT\n', ...cues].join('\n');
}
