import { describe, expect, it } from 'vitest';
import { fakeTimeline, timelineAudio, type FakeVoice } from '../../test/fakes/fake-openai-speech.js';
import { estimateWordTimings, soundSpanMs } from './estimated-word-timings.js';
import type { PcmAudio } from './wav.js';

/*
 * Word timings for a speech server without `/audio/transcriptions` (Kokoro-FastAPI,
 * openedai-speech): estimated from one sentence's audio. Issue 21, item 17.
 */

const RATE = 24000;

/** Audio made of parts: silence, a tone of some loudness, or a faint hiss. */
function audioOf(parts: [ms: number, kind: 'silence' | 'hiss' | number][]): PcmAudio {
  const out: number[] = [];
  for (const [ms, kind] of parts) {
    const n = Math.round((ms / 1000) * RATE);
    for (let i = 0; i < n; i++) {
      const t = out.length;
      if (kind === 'silence') out.push(0);
      // ±30 of 32767, like a quiet recording's floor.
      else if (kind === 'hiss') out.push(((t * 7919) % 61) - 30);
      else out.push(Math.round(kind * Math.sin((2 * Math.PI * 220 * t) / RATE)));
    }
  }
  return { samples: Int16Array.from(out), sampleRate: RATE };
}

const VOICE: FakeVoice = { leadMs: 180, tailMs: 350, msPerLetter: 65, gapMs: 40, commaMs: 220 };

describe('soundSpanMs', () => {
  it('leaves out the silence and the faint hiss before and after the sound', () => {
    for (const quiet of ['silence', 'hiss'] as const) {
      const span = soundSpanMs(
        audioOf([
          [250, quiet],
          [1000, 8000],
          [400, quiet],
        ]),
      );
      expect(span.startMs).toBeGreaterThanOrEqual(220);
      expect(span.startMs).toBeLessThanOrEqual(250);
      expect(span.endMs).toBeGreaterThanOrEqual(1250);
      expect(span.endMs).toBeLessThanOrEqual(1280);
    }
  });

  it('keeps a soft sound at the start, and takes all the audio when it is silent', () => {
    const soft = soundSpanMs(
      audioOf([
        [200, 'silence'],
        [100, 700],
        [800, 12000],
        [200, 'silence'],
      ]),
    );
    expect(soft.startMs).toBeLessThanOrEqual(200);
    expect(soft.startMs).toBeGreaterThanOrEqual(170);
    expect(soundSpanMs(audioOf([[500, 'silence']]))).toEqual({ startMs: 0, endMs: 500 });
  });
});

describe('estimateWordTimings', () => {
  it('shares the sound among the words by their letters, with a pause after a comma', () => {
    const words = estimateWordTimings(
      'Hello, world',
      audioOf([
        [200, 'silence'],
        [1300, 8000],
        [300, 'silence'],
      ]),
    );
    expect(words.map((w) => w.text)).toEqual(['Hello,', 'world']);
    const [hello, world] = words as [(typeof words)[0], (typeof words)[0]];
    expect(hello.startMs).toBeGreaterThanOrEqual(180);
    expect(hello.startMs).toBeLessThanOrEqual(200);
    expect(world.endMs).toBeGreaterThanOrEqual(1500);
    expect(world.endMs).toBeLessThanOrEqual(1520);
    // Five letters each: the same length; the comma's pause lies between them.
    expect(Math.abs(hello.endMs - hello.startMs - (world.endMs - world.startMs))).toBeLessThanOrEqual(1);
    expect(world.startMs - hello.endMs).toBeGreaterThan(200);
  });

  it('gives a number the time its digits take to say', () => {
    const [seven, cats] = estimateWordTimings('7 cats', audioOf([[700, 8000]]));
    expect(seven!.endMs - seven!.startMs).toBeGreaterThan(0.6 * (cats!.endMs - cats!.startMs));
  });

  it('keeps each word as written: apostrophes, hyphens, quotes, digits', () => {
    const text = "You won't go, l'état. «Hola», ¿Qué? 3,5 dintr-o rock-'n'-roll „Bună” can’t";
    const words = estimateWordTimings(text, audioOf([[4000, 8000]]));
    expect(words.map((w) => w.text)).toEqual(text.split(' '));
    for (let i = 1; i < words.length; i++) {
      expect(words[i]!.startMs).toBeGreaterThanOrEqual(words[i - 1]!.endMs);
      expect(words[i]!.endMs).toBeGreaterThan(words[i]!.startMs);
    }
  });

  it('lands within a short distance of when each word is really heard', () => {
    const sentence = 'The morning light, soft and golden, fills the quiet kitchen slowly.';
    const truth = fakeTimeline(sentence, VOICE);
    const words = estimateWordTimings(sentence, timelineAudio(truth));
    expect(words.map((w) => w.text)).toEqual(truth.words.map((w) => w.word));
    words.forEach((w, i) => {
      expect(Math.abs(w.startMs - truth.words[i]!.startMs), w.text).toBeLessThan(120);
      expect(Math.abs(w.endMs - truth.words[i]!.endMs), w.text).toBeLessThan(120);
    });
  });

  it('has no words for no text or no audio', () => {
    expect(estimateWordTimings('  ', audioOf([[500, 8000]]))).toEqual([]);
    expect(estimateWordTimings('Hello.', { samples: new Int16Array(0), sampleRate: RATE })).toEqual([]);
  });
});
