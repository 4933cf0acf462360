import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EspeakEngine, espeakPitch, espeakRate } from './espeak-engine.js';
import { stopEspeakThread } from './espeak-thread.js';
import { decodeWav } from './wav.js';

const dirs: string[] = [];
async function outDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'forja-espeak-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await stopEspeakThread();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

function rms(samples: Int16Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / samples.length);
}

describe('EspeakEngine (WebAssembly)', () => {
  const engine = new EspeakEngine();

  it.each([
    ['ro-RO-AlinaNeural', 'Bună ziua! Țara noastră are munți frumoși și păduri întinse.'],
    ['en-US-BrianMultilingualNeural', 'Hello there. This is the offline voice of Forja.'],
    ['es-ES-ElviraNeural', '¿Qué tal? El niño comió una manzana pequeña.'],
  ])('speaks %s with a word timing for every word, from the engine', async (voice, text) => {
    const progress: string[] = [];
    const result = await engine.synthesize({
      text,
      voice,
      outDir: await outDir(),
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(progress).toEqual(['1/2', '2/2']);
    const audio = decodeWav(await readFile(result.wavPath));
    expect(audio.sampleRate).toBe(22050);
    expect(result.durationMs).toBeGreaterThan(2000);
    expect(result.durationMs).toBeLessThan(8000);
    expect(rms(audio.samples)).toBeGreaterThan(500);
    // Every word, in order, with its diacritics, and inside the audio.
    const expected = text.match(/[\p{L}\p{N}]+/gu) ?? [];
    expect(result.words.map((w) => w.text.replace(/[^\p{L}\p{N}]/gu, ''))).toEqual(expected);
    for (let i = 0; i < result.words.length; i++) {
      const w = result.words[i]!;
      expect(w.endMs).toBeGreaterThan(w.startMs);
      expect(w.endMs).toBeLessThanOrEqual(result.durationMs);
      if (i > 0) expect(w.startMs).toBeGreaterThanOrEqual(result.words[i - 1]!.endMs);
    }
  });

  it('speaks faster at a higher speed and lists voices grouped by language', async () => {
    const text = 'One two three four five six seven eight nine ten.';
    const normal = await engine.synthesize({ text, voice: 'en-US-JennyNeural', outDir: await outDir() });
    const fast = await engine.synthesize({
      text,
      voice: 'en-US-JennyNeural',
      speed: 2,
      pitch: 6,
      outDir: await outDir(),
    });
    expect(fast.durationMs).toBeLessThan(normal.durationMs * 0.7);
    const voices = await engine.voices();
    for (const lang of ['ro', 'en', 'es', 'fr', 'de'])
      expect(voices.filter((v) => v.language === lang).length).toBeGreaterThanOrEqual(2);
    await expect(engine.synthesize({ text, voice: 'nope', outDir: await outDir() })).rejects.toThrow(
      /Unknown voice/,
    );
  });

  it('maps speed and pitch onto espeak-ng within its limits', () => {
    expect(espeakRate(1)).toBe(175);
    expect(espeakRate(0.1)).toBe(80);
    expect(espeakRate(3)).toBe(450);
    expect(espeakPitch(0)).toBe(50);
    expect(espeakPitch(12)).toBe(98);
    expect(espeakPitch(-20)).toBe(0);
  });
});
