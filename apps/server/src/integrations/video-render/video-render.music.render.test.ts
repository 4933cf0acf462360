import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg, type FfmpegTool } from '../media/find-ffmpeg.js';
import { probeMedia } from '../media/probe-media.js';
import { createLocalRenderer, type LocalRenderer } from './local-renderer.js';
import { measureLoudness } from './measure-loudness.js';
import { audioSamples, decodeAll, levelDb, makeStill, makeWav } from './render-test-media.js';
import type { RenderRequest } from './video-renderer.js';

/*
 * Music under the narration, with real ffmpeg: the narration is a 300 Hz tone, 1 s on and 1 s
 * off (sentences and the pauses between them), the music a 2 kHz sine (shorter than the video,
 * so it loops). The music's band, measured in the output, is clearly lower while the voice
 * speaks than between, and the mix meets the loudness target on the renderer's own meter.
 */

const RENDER_TIMEOUT = 180_000;
const systemFfmpeg = await findFfmpeg('system').then(
  () => true,
  () => false,
);
const toolChoices = systemFfmpeg ? (['system', 'npm'] as const) : (['npm'] as const);
const RATE = 16_000;
/** The music's band only: the 300 Hz voice is 2 octaves below the cut-off, 36 dB an octave. */
const MUSIC_BAND = 'highpass=f=1200,highpass=f=1200,highpass=f=1200,lowpass=f=3000';
const VOICE_BAND = 'lowpass=f=600,lowpass=f=600,lowpass=f=600';

describe.each(toolChoices)('music with the %s ffmpeg', (choice) => {
  let tool: FfmpegTool;
  let renderer: LocalRenderer;
  let dir: string;
  let request: (out: string, extra?: Partial<RenderRequest>) => RenderRequest;

  beforeAll(async () => {
    tool = await findFfmpeg(choice);
    renderer = await createLocalRenderer({ mediaTools: choice });
    dir = await mkdtemp(path.join(tmpdir(), `forja-music-${choice}-`));
    const still = await makeStill(tool.path, path.join(dir, 'still.png'), 'color=c=0x305070:s=320x240');
    const voice = await makeWav(
      tool.path,
      path.join(dir, 'voice.wav'),
      "aevalsrc='0.3*sin(2*PI*300*t)*lt(mod(t\\,2)\\,1)':d=8:s=22050",
    );
    const music = await makeWav(tool.path, path.join(dir, 'music.wav'), 'sine=f=2000:d=3');
    request = (out, extra = {}) => ({
      // 9 s: the 8 s narration fits with its pause, so it is not paced and the bursts stay on the second.
      scenes: [
        {
          visual: { kind: 'image', path: still, id: 'still' },
          seconds: 9,
          narration: { wavPath: voice, durationMs: 8000, words: [] },
        },
      ],
      preset: 'squared',
      maxLongSide: 160,
      subtitles: null,
      music: { path: music, volume: 50 },
      workDir: dir,
      outPath: path.join(dir, out),
      ...extra,
    });
  }, RENDER_TIMEOUT);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it(
    'ducks the music while the narration speaks and lets it back up between sentences, at the loudness target',
    async () => {
      await renderer.render(request('music.mp4'));
      const out = path.join(dir, 'music.mp4');
      expect(await decodeAll(tool.path, out)).toEqual({ frames: 225, errors: '' });
      const info = await probeMedia(tool.path, out);
      expect(info.durationSeconds).toBeGreaterThan(8.95);
      expect(info.durationSeconds).toBeLessThan(9.1);

      const music = await audioSamples(tool.path, out, MUSIC_BAND, RATE);
      // Away from the fades (1.5 s each end) and from the bursts' edges (attack, release).
      const during = [2, 4, 6].map((t) => levelDb(music, RATE, t + 0.3, t + 0.8));
      const between = [3, 5].map((t) => levelDb(music, RATE, t + 0.45, t + 0.9));
      const ducked = Math.max(...during);
      const open = Math.min(...between);
      console.log(
        `[${choice}] music band: ${during.map((d) => d.toFixed(1)).join(', ')} dB while the voice speaks, ` +
          `${between.map((d) => d.toFixed(1)).join(', ')} dB between`,
      );
      expect(open - ducked).toBeGreaterThanOrEqual(6);
      // The music is there between sentences (not silenced), and the voice is heard over it.
      expect(open).toBeGreaterThan(-40);
      const voice = await audioSamples(tool.path, out, VOICE_BAND, RATE);
      expect(levelDb(voice, RATE, 2.3, 2.8)).toBeGreaterThan(ducked + 6);

      const loudness = await measureLoudness(tool.path, out);
      console.log(`[${choice}] loudness with music: ${loudness.integrated} LUFS`);
      expect(Math.abs(loudness.integrated - -14)).toBeLessThanOrEqual(1.5);
    },
    RENDER_TIMEOUT,
  );

  it(
    'loops a track shorter than the video, fades it in and out, and sets its level against the voice by its volume',
    async () => {
      await renderer.render(
        request('quiet.mp4', { scenes: [{ ...request('').scenes[0]!, narration: undefined }] }),
      );
      const samples = await audioSamples(tool.path, path.join(dir, 'quiet.mp4'), MUSIC_BAND, RATE);
      // Faded in: the first tenth of a second far below the middle; still playing after the 3 s track ended.
      expect(levelDb(samples, RATE, 0, 0.1)).toBeLessThan(levelDb(samples, RATE, 4, 5) - 12);
      expect(levelDb(samples, RATE, 6, 7)).toBeGreaterThan(levelDb(samples, RATE, 4, 5) - 1);
      expect(levelDb(samples, RATE, 8.9, 9)).toBeLessThan(levelDb(samples, RATE, 4, 5) - 12);
      // Alone, the music is normalised to the target too.
      expect(
        Math.abs((await measureLoudness(tool.path, path.join(dir, 'quiet.mp4'))).integrated - -14),
      ).toBeLessThanOrEqual(1.5);

      // A quarter of the volume: the music 12 dB lower against the voice, between sentences.
      const against = async (volume: number) => {
        const out = path.join(dir, `volume-${volume}.mp4`);
        await renderer.render(
          request(`volume-${volume}.mp4`, { music: { path: request('').music!.path, volume } }),
        );
        const [band, voice] = await Promise.all([
          audioSamples(tool.path, out, MUSIC_BAND, RATE),
          audioSamples(tool.path, out, VOICE_BAND, RATE),
        ]);
        return levelDb(band, RATE, 3.45, 3.9) - levelDb(voice, RATE, 2.3, 2.8);
      };
      const loud = await against(100);
      const soft = await against(25);
      expect(loud - soft).toBeGreaterThan(9);
      expect(loud - soft).toBeLessThan(15);

      // Without music (or at volume 0), the narration alone: nothing in the music's band.
      await renderer.render(
        request('silent-music.mp4', { music: { path: request('').music!.path, volume: 0 } }),
      );
      const none = await audioSamples(tool.path, path.join(dir, 'silent-music.mp4'), MUSIC_BAND, RATE);
      expect(levelDb(none, RATE, 3.4, 3.9)).toBeLessThan(-60);
    },
    RENDER_TIMEOUT,
  );
});
