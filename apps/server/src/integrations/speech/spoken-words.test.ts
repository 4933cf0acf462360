import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toSrt, toVtt } from '@forja/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { writeAss } from '../video-render/ass-writer.js';
import { buildTimeline, timedWords } from '../video-render/scene-timeline.js';
import { EspeakEngine } from './espeak-engine.js';
import { stopEspeakThread } from './espeak-thread.js';

// Real speech synthesis: slower than most suites on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/*
 * Issue 21, item 19: subtitles lost the letters after an apostrophe ("You Won'", "They can'
 * hear", "Isn' that"), because espeak-ng's word events give the length of what it pronounces as
 * one word. The words the engine hands on are the words as written, in every language, and so
 * are the voice-over's SRT and VTT and the video's burned-in ASS, which are made from them.
 */

const TEXTS = [
  [
    'en-US-JennyNeural',
    "You won't go. They can’t hear. Isn't that rock-'n'-roll? It's 3.5 or 3,5 e-mail at 10:30, l'état.",
  ],
  [
    'ro-RO-AlinaNeural',
    'N-am știut că dintr-o dată s-a dus. „Bună”, zise el, într-un an: 3,5 lei. Ți-am spus: l-am văzut!',
  ],
  ['es-ES-ElviraNeural', '¿Qué? «Hola», dijo él. ¡Vamos! 3,5 kilómetros, el 1.º de mayo; co-operar, l’agua.'],
] as const;

const dirs: string[] = [];
afterAll(async () => {
  await stopEspeakThread();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** The text of every cue of an SRT or VTT file, in order. */
const cueTexts = (file: string) =>
  file
    .split('\n\n')
    .map((block) => block.split('\n').filter((l) => l && !l.includes('-->') && !/^(\d+|WEBVTT)$/.test(l)))
    .flat();
const assTexts = (ass: string) =>
  ass
    .split('\n')
    .filter((l) => l.startsWith('Dialogue:'))
    .map((l) => l.split(',').slice(9).join(','));

describe('spoken words keep apostrophes, hyphens, quotes and digits (espeak-ng)', () => {
  const engine = new EspeakEngine();

  it.each(TEXTS)(
    '%s: the words, SRT, VTT and burned-in subtitles are the text as written',
    async (voice, text) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'forja-words-'));
      dirs.push(dir);
      const written = text.split(/\s+/);
      const result = await engine.synthesize({ text, voice, outDir: dir });
      expect(result.words.map((w) => w.text)).toEqual(written);
      for (let i = 1; i < result.words.length; i++)
        expect(result.words[i]!.startMs).toBeGreaterThanOrEqual(result.words[i - 1]!.startMs);

      expect(cueTexts(toSrt(result.words)).join(' ')).toBe(written.join(' '));
      expect(cueTexts(toVtt(result.words)).join(' ')).toBe(written.join(' '));

      // A scene long enough for its narration (a longer one is paced, then cut at the scene's end).
      const seconds = Math.ceil(result.durationMs / 1000) + 1;
      const words = timedWords(
        buildTimeline([
          { visual: { kind: 'image', path: 'scene.png', id: 'still' }, seconds, narration: result },
        ]),
      );
      const frame = { width: 1080, height: 1920 };
      const oneWord = writeAss(words, {
        style: 'one-word',
        position: 'center-center',
        font: 'roboto',
        frame,
      });
      expect(assTexts(oneWord)).toEqual(written);
      const lines = writeAss(words, { style: 'classic', position: 'bottom-center', font: 'arial', frame });
      expect(assTexts(lines).join(' ')).toBe(written.join(' '));
    },
  );
});
