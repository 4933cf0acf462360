import { describe, expect, it } from 'vitest';
import { AudioJoiner, withFades, type JoinOptions, type TimedAudio } from './audio-join.js';

const rate = 1000;
/** A full-scale square wave: the worst case for a click at a boundary. */
function loud(length: number): Int16Array {
  return Int16Array.from({ length }, (_, i) => (i % 2 ? 20000 : -20000));
}

/** The parts through a joiner, its track collected in memory. */
async function joinParts(parts: TimedAudio[], options: JoinOptions = {}) {
  const chunks: Int16Array[] = [];
  const joiner = new AudioJoiner(async (samples) => {
    chunks.push(samples);
  }, options);
  for (const part of parts) await joiner.add(part);
  const samples = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
  chunks.reduce((at, c) => (samples.set(c, at), at + c.length), 0);
  return { samples, words: joiner.words, joiner };
}

describe('AudioJoiner', () => {
  it('puts the parts one after another with the pause between them and offsets the word timings', async () => {
    const joined = await joinParts(
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

  it('leaves no jump at a boundary: every part starts and ends at zero', async () => {
    const joined = await joinParts(
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

  it('keeps word timings monotonic across many parts', async () => {
    const parts = Array.from({ length: 5 }, () => ({
      samples: loud(200),
      sampleRate: rate,
      words: [
        { text: 'a', startMs: 0, endMs: 90 },
        { text: 'b', startMs: 100, endMs: 190 },
      ],
    }));
    const { words } = await joinParts(parts, { pauseMs: 50 });
    for (let i = 1; i < words.length; i++)
      expect(words[i]!.startMs).toBeGreaterThanOrEqual(words[i - 1]!.endMs);
    expect(words.at(-1)).toEqual({ text: 'b', startMs: 4 * 250 + 100, endMs: 4 * 250 + 190 });
  });

  it('refuses parts with different sample rates', async () => {
    await expect(
      joinParts([
        { samples: loud(10), sampleRate: 1000, words: [] },
        { samples: loud(10), sampleRate: 2000, words: [] },
      ]),
    ).rejects.toThrow(/sample rates/);
  });

  it('holds the track to maxMs: the part that passes it is cut, its later words dropped, nothing added after', async () => {
    const part = (): TimedAudio => ({
      samples: loud(400),
      sampleRate: rate,
      words: [
        { text: 'a', startMs: 0, endMs: 150 },
        { text: 'b', startMs: 200, endMs: 390 },
      ],
    });
    const { samples, words, joiner } = await joinParts([part(), part(), part()], {
      pauseMs: 100,
      maxMs: 700,
    });
    // 400 + 100 of pause + 200 of the second part; the third is not added.
    expect(samples.length).toBe(700);
    expect(joiner.durationMs).toBe(700);
    expect(joiner.isFull).toBe(true);
    expect(joiner.roomMs()).toBeLessThan(1);
    // The second part's 'b' starts at its cut: dropped; its 'a' is kept.
    expect(words).toEqual([
      { text: 'a', startMs: 0, endMs: 150 },
      { text: 'b', startMs: 200, endMs: 390 },
      { text: 'a', startMs: 500, endMs: 650 },
    ]);
    // The cut is faded, not a click.
    expect(samples[699]).toBe(0);
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
