import type { SpeechWord } from './speech-engine.js';
import type { PcmAudio } from './wav.js';

/*
 * Joins the audio of a text's sentences into one track. A part that starts or stops
 * mid-wave would click where it meets the next one, so each part fades in and out over a few
 * milliseconds (the ends are silence in practice, so nothing audible is lost) and an
 * optional pause of silence goes between parts. Each part's word timings move by the time
 * at which the part starts in the joined track.
 */

export interface TimedAudio extends PcmAudio {
  /** Timings relative to the start of this audio. */
  words: SpeechWord[];
}

export interface JoinOptions {
  /** Silence between two parts. */
  pauseMs?: number;
  /** Length of the fade at each end of each part. */
  fadeMs?: number;
}

export const DEFAULT_FADE_MS = 8;

export function joinParts(parts: readonly TimedAudio[], options: JoinOptions = {}): TimedAudio {
  const first = parts[0];
  if (!first) throw new Error('Nothing to join');
  const sampleRate = first.sampleRate;
  if (parts.some((p) => p.sampleRate !== sampleRate)) throw new Error('Parts have different sample rates');
  const pause = Math.round(((options.pauseMs ?? 0) / 1000) * sampleRate);
  const fade = Math.round(((options.fadeMs ?? DEFAULT_FADE_MS) / 1000) * sampleRate);
  const total = parts.reduce((n, p) => n + p.samples.length, 0) + pause * (parts.length - 1);
  const samples = new Int16Array(total);
  const words: SpeechWord[] = [];
  let at = 0;
  parts.forEach((part, index) => {
    samples.set(withFades(part.samples, fade), at);
    const offsetMs = (at / sampleRate) * 1000;
    for (const w of part.words)
      words.push({
        text: w.text,
        startMs: Math.round(w.startMs + offsetMs),
        endMs: Math.round(w.endMs + offsetMs),
      });
    at += part.samples.length + (index < parts.length - 1 ? pause : 0);
  });
  return { samples, sampleRate, words };
}

/** A copy whose first and last `fade` samples ramp from and to zero. */
export function withFades(samples: Int16Array, fade: number): Int16Array {
  const out = Int16Array.from(samples);
  const n = Math.min(fade, Math.floor(out.length / 2));
  for (let i = 0; i < n; i++) {
    const gain = i / n;
    out[i] = Math.round((out[i] ?? 0) * gain);
    const j = out.length - 1 - i;
    out[j] = Math.round((out[j] ?? 0) * gain);
  }
  return out;
}
