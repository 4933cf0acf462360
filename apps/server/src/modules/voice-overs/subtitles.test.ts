import { describe, expect, it } from 'vitest';
import { cuesFromWords, toSrt, toVtt } from './subtitles.js';

const words = [
  { text: 'Bună', startMs: 0, endMs: 300 },
  { text: 'ziua!', startMs: 300, endMs: 700 },
  { text: 'Țara', startMs: 900, endMs: 1200 },
  { text: 'și', startMs: 1200, endMs: 1300 },
  { text: 'munții', startMs: 1300, endMs: 1800 },
];

describe('subtitles', () => {
  it('writes SRT cues that end at sentence ends, with diacritics kept', () => {
    expect(toSrt(words)).toBe(
      '1\n00:00:00,000 --> 00:00:00,700\nBună ziua!\n\n2\n00:00:00,900 --> 00:00:01,800\nȚara și munții\n',
    );
  });

  it('writes WebVTT with its header and dot-separated milliseconds', () => {
    expect(toVtt(words)).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:00.700\nBună ziua!\n\n00:00:00.900 --> 00:00:01.800\nȚara și munții\n',
    );
  });

  it('keeps cue times monotonic even when the engine reports overlapping or zero-length words', () => {
    const cues = cuesFromWords([
      { text: '¿Qué', startMs: 0, endMs: 400 },
      { text: 'tal?', startMs: 400, endMs: 900 },
      { text: 'Bien.', startMs: 850, endMs: 850 },
      { text: 'Sí.', startMs: 700, endMs: 800 },
    ]);
    expect(cues.map((c) => c.text)).toEqual(['¿Qué tal?', 'Bien.', 'Sí.']);
    for (let i = 0; i < cues.length; i++) {
      expect(cues[i]!.endMs).toBeGreaterThan(cues[i]!.startMs);
      if (i > 0) expect(cues[i]!.startMs).toBeGreaterThanOrEqual(cues[i - 1]!.endMs);
    }
  });

  it('splits a long run of words into short cues and at pauses', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      text: `cuvânt${i}`,
      startMs: i * 300,
      endMs: i * 300 + 250,
    }));
    const cues = cuesFromWords(many);
    expect(cues.length).toBeGreaterThan(3);
    expect(cues.every((c) => c.text.length <= 42)).toBe(true);
    expect(cues.flatMap((c) => c.text.split(' '))).toEqual(many.map((w) => w.text));
    const paused = cuesFromWords([
      { text: 'one', startMs: 0, endMs: 200 },
      { text: 'two', startMs: 1500, endMs: 1700 },
    ]);
    expect(paused).toHaveLength(2);
  });

  it('writes hours and an empty file for no words', () => {
    expect(toSrt([{ text: 'late', startMs: 3_723_004, endMs: 3_723_504 }])).toContain(
      '01:02:03,004 --> 01:02:03,504',
    );
    expect(toSrt([])).toBe('');
    expect(toVtt([])).toBe('WEBVTT\n');
  });
});
