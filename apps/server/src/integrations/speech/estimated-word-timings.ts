import type { SpeechWord } from './speech-engine.js';
import type { PcmAudio } from './wav.js';

/*
 * Word timings estimated from one sentence's audio, for a speech server that cannot say when
 * each word is heard (Kokoro-FastAPI and openedai-speech offer `/audio/speech` but no
 * `/audio/transcriptions`). docs/decisions/004-speech-word-timings.md, "Servers without
 * transcriptions".
 *
 * The sentence is spoken on its own, so its words lie between the first and the last sound of
 * its audio: the silence at both ends is measured from the samples and left out, and the rest
 * is shared among the words in proportion to how long each takes to say (its letters; a
 * digit's name is longer than a letter) followed by the pause its punctuation asks for (a
 * comma, a colon, a dash). A word is the text as written (`won't`, `¿Qué?`, `dintr-o`), so
 * subtitles show the text the user typed.
 */

/** Loudness is measured over windows this long. */
const WINDOW_MS = 10;
/** A window quieter than this share of the loudest one is silence (about -30 dB). */
const SILENCE_SHARE = 0.03;
/** Below this RMS (about -54 dBFS) a window is silence however quiet the whole audio is. */
const SILENCE_FLOOR = 64;
/** Sound within this of the cut is kept: a soft consonant fades in under the threshold. */
const EDGE_MARGIN_MS = 20;

/** How long a character is said, in letters: digits are read as words ("seven"). */
const DIGIT_WEIGHT = 3;
/** The pause after a word ending in this punctuation, in letters. */
const PAUSE_WEIGHTS: [RegExp, number][] = [
  [/[.!?…]["'”’»)\]]*$/u, 4],
  [/[,;:—–]["'”’»)\]]*$|^-$/u, 3],
];

/** Where sound starts and ends in the audio, in ms; the whole audio when it is all silence. */
export function soundSpanMs({ samples, sampleRate }: PcmAudio): { startMs: number; endMs: number } {
  const totalMs = (samples.length / sampleRate) * 1000;
  const window = Math.max(1, Math.round((WINDOW_MS / 1000) * sampleRate));
  const loudness: number[] = [];
  for (let from = 0; from < samples.length; from += window) {
    const to = Math.min(samples.length, from + window);
    let sum = 0;
    for (let i = from; i < to; i++) sum += (samples[i] ?? 0) ** 2;
    loudness.push(Math.sqrt(sum / (to - from)));
  }
  const threshold = Math.max(SILENCE_FLOOR, SILENCE_SHARE * loudness.reduce((a, b) => Math.max(a, b), 0));
  const first = loudness.findIndex((l) => l >= threshold);
  if (first < 0) return { startMs: 0, endMs: totalMs };
  const last = loudness.findLastIndex((l) => l >= threshold);
  const msPerWindow = (window / sampleRate) * 1000;
  return {
    startMs: Math.max(0, first * msPerWindow - EDGE_MARGIN_MS),
    endMs: Math.min(totalMs, (last + 1) * msPerWindow + EDGE_MARGIN_MS),
  };
}

/** How long a written word takes to say, in letters (at least one). */
export function spokenWeight(word: string): number {
  const letters = word.match(/\p{L}|\p{M}/gu)?.length ?? 0;
  const digits = word.match(/\p{N}/gu)?.length ?? 0;
  return Math.max(1, letters + digits * DIGIT_WEIGHT);
}

/** The pause after a written word, in letters. */
export function pauseWeight(word: string): number {
  return PAUSE_WEIGHTS.find(([pattern]) => pattern.test(word))?.[1] ?? 0;
}

/** Each written word of `sentence` with its estimated time in `audio` (ms from its start). */
export function estimateWordTimings(sentence: string, audio: PcmAudio): SpeechWord[] {
  const words = sentence.split(/\s+/u).filter(Boolean);
  if (words.length === 0 || audio.samples.length === 0) return [];
  const span = soundSpanMs(audio);
  const speak = words.map(spokenWeight);
  // The last word's pause is the trailing silence, already left out.
  const pause = words.map((w, i) => (i < words.length - 1 ? pauseWeight(w) : 0));
  const total = speak.reduce((a, b) => a + b, 0) + pause.reduce((a, b) => a + b, 0);
  const msPerLetter = (span.endMs - span.startMs) / total;
  let at = span.startMs;
  return words.map((text, i) => {
    const startMs = at;
    const endMs = startMs + speak[i]! * msPerLetter;
    at = endMs + pause[i]! * msPerLetter;
    return { text, startMs: Math.round(startMs), endMs: Math.round(endMs) };
  });
}
