import { describe, expect, it } from 'vitest';
import {
  buildTimeline,
  MAX_NARRATION_TEMPO,
  MIN_SCENE_SECONDS,
  narrationTempo,
  timedWords,
} from './scene-timeline.js';
import { chunkWords } from './subtitle-chunks.js';
import type { RenderScene } from './video-renderer.js';

const narrated = (durationMs: number, words: [string, number, number][]): RenderScene => ({
  visual: { kind: 'image', path: 'x.png', id: 'still' },
  seconds: 5,
  narration: {
    wavPath: 'x.wav',
    durationMs,
    words: words.map(([text, startMs, endMs]) => ({ text, startMs, endMs })),
  },
});

describe('scene timeline', () => {
  it('gives every scene its chosen seconds, narrated or not (a short narration is followed by silence), end to end', () => {
    const timeline = buildTimeline([
      { visual: { kind: 'image', path: 'a.png', id: 'still' }, seconds: 5 },
      narrated(2000, [['Hi', 0, 300]]),
      { visual: { kind: 'image', path: 'c.png', id: 'still' }, seconds: 7 },
    ]);
    expect(timeline.scenes.map((s) => [s.start, s.duration, s.tempo])).toEqual([
      [0, 5, 1],
      [5, 5, 1],
      [10, 7, 1],
    ]);
    expect(timeline.total).toBe(17);
    expect(timeline.frames).toBe(425);
  });

  it('3 scenes of 10 s make a 30 s video whatever the narration lasts (what the cost was computed from)', () => {
    const scene = (ms: number): RenderScene => ({ ...narrated(ms, []), seconds: 10 });
    const timeline = buildTimeline([scene(3000), scene(9000), scene(14_000)]);
    expect(timeline.total).toBe(30);
    expect(timeline.scenes.map((s) => s.duration)).toEqual([10, 10, 10]);
  });

  it('paces a narration longer than its scene (at most 1.25× faster), and shows no word past the scene', () => {
    expect(narrationTempo(4.6, 5)).toBe(1);
    expect(narrationTempo(5.52, 5)).toBe(1.2);
    expect(narrationTempo(30, 5)).toBe(MAX_NARRATION_TEMPO);
    const timeline = buildTimeline([
      narrated(5520, [
        ['one', 0, 600],
        ['two', 4800, 5400],
      ]),
      narrated(20_000, [
        ['early', 1000, 1500],
        ['late', 8000, 8500],
      ]),
    ]);
    expect(timeline.total).toBe(10);
    expect(timeline.scenes.map((s) => s.tempo)).toEqual([1.2, MAX_NARRATION_TEMPO]);
    const words = timedWords(timeline);
    expect(words.map((w) => w.text)).toEqual(['one', 'two', 'early']);
    expect(words[1]!.start).toBeCloseTo(4, 6);
    expect(words[1]!.end).toBeCloseTo(4.5, 6);
    expect(words[2]!.start).toBeCloseTo(5.8, 6);
  });

  it('rounds scenes to whole frames and never makes one shorter than the minimum', () => {
    const timeline = buildTimeline([
      { ...narrated(123, []), seconds: 0.4 },
      { visual: { kind: 'image', path: 'b.png', id: 'still' }, seconds: 2.01 },
    ]);
    expect(timeline.scenes[0]!.duration).toBe(MIN_SCENE_SECONDS);
    expect(timeline.scenes[1]!.frames).toBe(50);
    expect(timeline.scenes[1]!.start).toBe(1);
  });

  it('refuses an empty video', () => {
    expect(() => buildTimeline([])).toThrow();
  });

  it('maps each word to its scene start plus its time in the audio, clamped to the scene', () => {
    const timeline = buildTimeline([
      narrated(1000, [
        ['Bună', 100, 400],
        ['ziua', 450, 900],
      ]),
      { visual: { kind: 'image', path: 'silent.png', id: 'still' }, seconds: 2 },
      narrated(1600, [
        ['  ', 0, 100],
        ['ș', 200, 500],
        ['late', 1500, 99_000],
      ]),
    ]);
    const words = timedWords(timeline);
    expect(words.map((w) => w.text)).toEqual(['Bună', 'ziua', 'ș', 'late']);
    expect(words[0]).toMatchObject({ start: 0.1, end: 0.4, scene: 0, sceneEnd: 5 });
    // Scene 2 starts after 5 s + 2 s.
    expect(words[2]!.start).toBeCloseTo(7.2, 6);
    expect(words[2]!.end).toBeCloseTo(7.5, 6);
    expect(words[3]!.end).toBeCloseTo(7 + 5, 6);
  });
});

describe('subtitle chunks', () => {
  const words = timedWords(
    buildTimeline([
      narrated(4000, [
        ['One', 0, 200],
        ['two', 250, 450],
        ['three.', 500, 800],
        ['Four', 900, 1100],
        ['five', 1150, 1300],
        ['six', 2500, 2700],
      ]),
      narrated(1000, [['seven', 0, 300]]),
    ]),
  );

  it('breaks after a sentence, at a long pause and at a scene change', () => {
    const chunks = chunkWords(words, { maxChars: 100, maxWords: 10 });
    expect(chunks.map((c) => c.words.map((w) => w.text).join(' '))).toEqual([
      'One two three.',
      'Four five',
      'six',
      'seven',
    ]);
  });

  it('keeps lines within the character and word limits', () => {
    const chunks = chunkWords(words, { maxChars: 9, maxWords: 2 });
    for (const chunk of chunks) {
      expect(chunk.words.length).toBeLessThanOrEqual(2);
      expect(chunk.words.map((w) => w.text).join(' ').length).toBeLessThanOrEqual(9);
    }
  });

  it('holds a chunk a little after its last word but never into the next one or the next scene', () => {
    const chunks = chunkWords(words, { maxChars: 100, maxWords: 10 });
    expect(chunks[0]!.start).toBe(0);
    expect(chunks[0]!.end).toBeCloseTo(0.9, 6); // next chunk starts at 0.9
    expect(chunks[1]!.end).toBeCloseTo(1.8, 6); // 1.3 + 0.5 hold
    expect(chunks[2]!.end).toBeCloseTo(3.2, 6);
    expect(chunks[2]!.end).toBeLessThanOrEqual(chunks[3]!.start);
  });

  it('makes one chunk a word for one-word subtitles', () => {
    const chunks = chunkWords(words, { maxChars: Number.MAX_SAFE_INTEGER, maxWords: 1 });
    expect(chunks).toHaveLength(words.length);
  });
});
