import type { SpeechWord } from './speech-engine.js';
import type { PcmAudio } from './wav.js';

/*
 * Joins the audio of a text's sentences into one track, part by part as they are spoken, so
 * only one sentence's audio is in memory at a time (the track goes to a sink: the WAV file).
 * A part that starts or stops mid-wave would click where it meets the next one, so each part
 * fades in and out over a few milliseconds (the ends are silence in practice, so nothing
 * audible is lost) and an optional pause of silence goes between parts. Each part's word
 * timings move by the time at which the part starts in the joined track.
 *
 * The joiner also holds the track to its cap: a part that would pass `maxMs` is cut there
 * (faded, its later words dropped), and nothing is added after that.
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
  /** The longest the joined track may be. */
  maxMs?: number;
}

export const DEFAULT_FADE_MS = 8;

export class AudioJoiner {
  private rate: number | null = null;
  private written = 0;
  private parts = 0;
  private full = false;
  readonly words: SpeechWord[] = [];

  constructor(
    private readonly sink: (samples: Int16Array) => Promise<void>,
    private readonly options: JoinOptions = {},
  ) {}

  get sampleRate(): number | null {
    return this.rate;
  }

  get sampleCount(): number {
    return this.written;
  }

  get durationMs(): number {
    return this.rate ? Math.round((this.written / this.rate) * 1000) : 0;
  }

  /** True once the cap is reached: a part was cut, or no room is left. */
  get isFull(): boolean {
    return this.full;
  }

  /** Milliseconds the next part may last: the cap less what is joined and the pause before it. */
  roomMs(): number {
    const pause = this.parts > 0 ? (this.options.pauseMs ?? 0) : 0;
    return (this.options.maxMs ?? Infinity) - (this.written / (this.rate ?? 1)) * 1000 - pause;
  }

  async add(part: TimedAudio): Promise<void> {
    if (this.full) return;
    if (this.rate !== null && part.sampleRate !== this.rate)
      throw new Error('Parts have different sample rates');
    const rate = part.sampleRate;
    this.rate = rate;
    const pause = this.parts > 0 ? Math.round(((this.options.pauseMs ?? 0) / 1000) * rate) : 0;
    const maxSamples = Math.floor(((this.options.maxMs ?? Infinity) / 1000) * rate);
    const room = Math.max(0, maxSamples - this.written - pause);
    if (room === 0) {
      this.full = true;
      return;
    }
    const cut = part.samples.length >= room;
    const samples = cut ? part.samples.subarray(0, room) : part.samples;
    if (cut) this.full = true;
    const fade = Math.round(((this.options.fadeMs ?? DEFAULT_FADE_MS) / 1000) * rate);
    if (pause > 0) await this.sink(new Int16Array(pause));
    await this.sink(withFades(samples, fade));
    const offsetMs = ((this.written + pause) / rate) * 1000;
    const partMs = (samples.length / rate) * 1000;
    for (const w of part.words) {
      if (w.startMs >= partMs) continue;
      this.words.push({
        text: w.text,
        startMs: Math.round(w.startMs + offsetMs),
        endMs: Math.round(Math.min(w.endMs, partMs) + offsetMs),
      });
    }
    this.written += pause + samples.length;
    this.parts++;
  }
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
