import { describe, expect, it } from 'vitest';
import { joinParts, withFades } from './audio-join.js';

const rate = 1000;
/** A full-scale square wave: the worst case for a click at a boundary. */
function loud(length: number): Int16Array {
  return Int16Array.from({ length }, (_, i) => (i % 2 ? 20000 : -20000));
}

describe('joinParts', () => {
  it('puts the parts one after another with the pause between them and offsets the word timings', () => {
    const joined = joinParts(
      [
        { samples: loud(500), sampleRate: rate, words: [{ text: 'Bună', startMs: 0, endMs: 400 }] },
        { samples: loud(300), sampleRate: rate, words: [{ text: 'ziua', startMs: 10, endMs: 250 }] },
      ],
      { pauseMs: 200, fadeMs: 10 },
    );
    expect(joined.samples.length).toBe(500 + 200 + 300);
    expect(joined.words).toEqual([
      { text: 'Bună', startMs: 0, endMs: 400 },
      { text: 'ziua', startMs: 710, endMs: 950 },
    ]);
    // The pause is silence.
    expect(joined.samples.slice(500, 700).every((s) => s === 0)).toBe(true);
  });

  it('leaves no jump at a boundary: every part starts and ends at zero', () => {
    const joined = joinParts(
      [
        { samples: loud(100), sampleRate: rate, words: [] },
        { samples: loud(100), sampleRate: rate, words: [] },
      ],
      { fadeMs: 10 },
    );
    expect(joined.samples[0]).toBe(0);
    expect(Math.abs(joined.samples[99] ?? 1)).toBeLessThan(2500);
    expect(Math.abs(joined.samples[100] ?? 1)).toBe(0);
    // Around the join the wave is faded to a fifth of its swing or less (no step from full scale).
    for (let i = 97; i < 103; i++) expect(Math.abs(joined.samples[i] ?? 0)).toBeLessThanOrEqual(4000);
  });

  it('keeps word timings monotonic across many parts', () => {
    const parts = Array.from({ length: 5 }, () => ({
      samples: loud(200),
      sampleRate: rate,
      words: [
        { text: 'a', startMs: 0, endMs: 90 },
        { text: 'b', startMs: 100, endMs: 190 },
      ],
    }));
    const { words } = joinParts(parts, { pauseMs: 50 });
    for (let i = 1; i < words.length; i++)
      expect(words[i]!.startMs).toBeGreaterThanOrEqual(words[i - 1]!.endMs);
    expect(words.at(-1)).toEqual({ text: 'b', startMs: 4 * 250 + 100, endMs: 4 * 250 + 190 });
  });

  it('refuses parts with different sample rates and an empty list', () => {
    expect(() => joinParts([])).toThrow();
    expect(() =>
      joinParts([
        { samples: loud(10), sampleRate: 1000, words: [] },
        { samples: loud(10), sampleRate: 2000, words: [] },
      ]),
    ).toThrow(/sample rates/);
  });
});

describe('withFades', () => {
  it('ramps both ends and leaves the middle and the input alone', () => {
    const input = loud(100);
    const out = withFades(input, 10);
    expect(out[0]).toBe(0);
    expect(out[50]).toBe(input[50]);
    expect(input[0]).toBe(-20000);
  });
});
