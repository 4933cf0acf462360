import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSecondsPerVideoSecond } from '../../lib/metrics.js';
import { findFfmpeg, type FfmpegTool } from '../media/find-ffmpeg.js';
import { probeMedia } from '../media/probe-media.js';
import { createLocalRenderer, type LocalRenderer } from './local-renderer.js';
import { decodeAll } from './render-test-media.js';
import { buildTimeline } from './scene-timeline.js';
import type { RenderRequest, RenderScene } from './video-renderer.js';

/*
 * Real renders, small (360×640) so each takes a few seconds: with the system ffmpeg when the
 * machine has one, and always with the ffmpeg npm ci brings. The output is checked with ffmpeg
 * itself: duration, size, audio, a subtitle that appears exactly when its word is spoken, and a
 * file that decodes whole without a complaint. Segments, clips, transitions and re-use:
 * video-render.segments.render.test.ts; music: video-render.music.render.test.ts.
 */

const run = promisify(execFile);
const RENDER_TIMEOUT = 180_000;
const FIRST_WORD_MS = 700;
const systemFfmpeg = await findFfmpeg('system').then(
  () => true,
  () => false,
);
const espeak = await run('espeak-ng', ['--version']).then(
  () => true,
  () => false,
);

async function makeNarration(
  ffmpeg: string,
  dir: string,
  name: string,
  text: string,
): Promise<RenderScene['narration']> {
  const wavPath = path.join(dir, `${name}.wav`);
  if (espeak) await run('espeak-ng', ['-v', 'ro', '-w', wavPath, text]);
  else
    await run(ffmpeg, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=f=330:d=1.8',
      '-ar',
      '22050',
      '-ac',
      '1',
      '-y',
      wavPath,
    ]);
  const durationMs = Math.round((await probeMedia(ffmpeg, wavPath)).durationSeconds * 1000);
  // Timings we assign: the words spread from FIRST_WORD_MS to the end of the audio.
  const words = text.split(' ');
  const step = Math.max(150, (durationMs - FIRST_WORD_MS) / words.length);
  return {
    wavPath,
    durationMs: Math.max(durationMs, FIRST_WORD_MS + step * words.length),
    words: words.map((word, i) => ({
      text: word,
      startMs: Math.round(FIRST_WORD_MS + i * step),
      endMs: Math.round(FIRST_WORD_MS + (i + 0.9) * step),
    })),
  };
}

async function makeImage(ffmpeg: string, file: string, source: string): Promise<string> {
  await run(ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', source, '-frames:v', '1', '-y', file]);
  return file;
}

/** The frame at `seconds` as 8-bit luma. */
async function grayFrame(ffmpeg: string, video: string, seconds: number): Promise<Buffer> {
  const { stdout } = await run(
    ffmpeg,
    [
      '-v',
      'error',
      '-ss',
      seconds.toFixed(3),
      '-i',
      video,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      '-',
    ],
    { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}
/** Renders the metric has observed (lib/metrics.ts), and their sum of seconds per video second. */
async function rendersObserved(): Promise<{ count: number; sum: number }> {
  const { values } = await renderSecondsPerVideoSecond.get();
  const of = (suffix: string) => values.find((v) => v.metricName?.endsWith(suffix))?.value ?? 0;
  return { count: of('_count'), sum: of('_sum') };
}
const brightPixels = (frame: Buffer) => frame.reduce((count, value) => count + (value > 200 ? 1 : 0), 0);

const toolChoices = systemFfmpeg ? (['system', 'npm'] as const) : (['npm'] as const);

describe.each(toolChoices)('local renderer with the %s ffmpeg', (choice) => {
  let tool: FfmpegTool;
  let renderer: LocalRenderer;
  let dir: string;
  let scenes: RenderScene[];

  beforeAll(async () => {
    tool = await findFfmpeg(choice);
    renderer = await createLocalRenderer({ mediaTools: choice });
    dir = await mkdtemp(path.join(tmpdir(), `forja-render-${choice}-`));
    scenes = [
      // A flat colour first: the slow zoom leaves it unchanged, so only a subtitle can change a frame.
      {
        visual: {
          kind: 'image',
          id: 'still',
          path: await makeImage(tool.path, path.join(dir, 'flat.png'), 'color=c=0x203070:s=480x854'),
        },
        seconds: 5,
        narration: await makeNarration(tool.path, dir, 'n0', 'Bună ziua, dragă țară'),
      },
      {
        visual: {
          kind: 'image',
          id: 'still',
          path: await makeImage(tool.path, path.join(dir, 'pattern.png'), 'testsrc=s=640x480'),
        },
        seconds: 1.5,
      },
      {
        visual: {
          kind: 'image',
          id: 'still',
          path: await makeImage(tool.path, path.join(dir, 'bars.jpg'), 'smptebars=s=854x480'),
        },
        seconds: 5,
        narration: await makeNarration(tool.path, dir, 'n2', 'Și încă ceva'),
      },
    ];
  }, RENDER_TIMEOUT);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const request = (outName: string, extra: Partial<RenderRequest> = {}): RenderRequest => ({
    scenes,
    preset: 'instagram-story',
    maxLongSide: 640,
    subtitles: { style: 'classic', position: 'bottom-center', font: 'roboto' },
    workDir: dir,
    outPath: path.join(dir, outName),
    ...extra,
  });

  it('names the ffmpeg it uses', () => {
    expect(renderer.name).toBe(`ffmpeg ${tool.version} (${choice})`);
    expect(renderer.status()).toMatchObject({ kind: 'local', source: choice, running: 0, waiting: 0 });
  });

  it(
    'renders a 3-scene MP4 lasting the seconds chosen per scene (short narrations padded), with the right size, audio and subtitles on time',
    async () => {
      const progress: number[] = [];
      const result = await renderer.render(request('video.mp4', { onProgress: (p) => progress.push(p) }));
      const expected = buildTimeline(scenes).total;
      // What was paid for: 5 s + 1.5 s + 5 s (to the frame), though the narrations are shorter.
      expect(expected).toBeCloseTo(11.5, 1);
      expect(result).toMatchObject({ width: 360, height: 640, durationMs: Math.round(expected * 1000) });
      expect(result.bytes).toBeGreaterThan(10_000);

      const info = await probeMedia(tool.path, path.join(dir, 'video.mp4'));
      expect(info.durationSeconds).toBeGreaterThan(expected - 0.1);
      expect(info.durationSeconds).toBeLessThan(expected + 0.15);
      expect(info.video).toEqual({ codec: 'h264', width: 360, height: 640 });
      expect(info.audio).toMatchObject({ codec: 'aac', sampleRate: 48000, channels: 'stereo' });

      // Before the first word the flat scene has no white; once it is spoken, its subtitle is there.
      const before = await grayFrame(tool.path, path.join(dir, 'video.mp4'), FIRST_WORD_MS / 1000 - 0.3);
      const during = await grayFrame(tool.path, path.join(dir, 'video.mp4'), FIRST_WORD_MS / 1000 + 0.1);
      expect(before.length).toBe(360 * 640);
      expect(brightPixels(before)).toBe(0);
      expect(brightPixels(during)).toBeGreaterThan(150);

      expect(progress.at(-1)).toBe(100);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));

      // Every frame the timeline has, joined without a timestamp or decoding complaint.
      const decoded = await decodeAll(tool.path, path.join(dir, 'video.mp4'));
      expect(decoded).toEqual({ frames: buildTimeline(scenes).frames, errors: '' });
      // Two bodies, the short middle scene's, one more, and the two fades between them.
      expect(result.segments.map((s) => [s.kind, s.sceneIndex, s.reused])).toEqual([
        ['scene', 0, false],
        ['transition', 0, false],
        ['scene', 1, false],
        ['transition', 1, false],
        ['scene', 2, false],
      ]);
    },
    RENDER_TIMEOUT,
  );

  it(
    'renders without subtitles: the spoken word leaves the frame unchanged (its speed measured)',
    async () => {
      const before = await rendersObserved();
      await renderer.render(request('plain.mp4', { subtitles: null, preset: 'squared', maxLongSide: 320 }));
      const info = await probeMedia(tool.path, path.join(dir, 'plain.mp4'));
      expect(info.video).toMatchObject({ width: 320, height: 320 });
      const during = await grayFrame(tool.path, path.join(dir, 'plain.mp4'), FIRST_WORD_MS / 1000 + 0.1);
      expect(brightPixels(during)).toBe(0);
      const after = await rendersObserved();
      expect(after.count).toBe(before.count + 1);
      expect(after.sum).toBeGreaterThan(before.sum);
    },
    RENDER_TIMEOUT,
  );

  it(
    'stops ffmpeg when the signal aborts and leaves no file behind',
    async () => {
      const controller = new AbortController();
      const outPath = path.join(dir, 'aborted.mp4');
      const rendering = renderer.render(
        request('aborted.mp4', {
          signal: controller.signal,
          onProgress: () => controller.abort(new Error('stop')),
        }),
      );
      const before = await rendersObserved();
      await expect(rendering).rejects.toThrow('stop');
      expect(existsSync(outPath)).toBe(false);
      // A render that did not finish says nothing of the machine's speed.
      expect((await rendersObserved()).count).toBe(before.count);
      expect(renderer.status()).toMatchObject({ running: 0, waiting: 0 });
    },
    RENDER_TIMEOUT,
  );

  it(
    "surfaces ffmpeg's own error when an input is missing",
    async () => {
      const broken: RenderScene[] = [
        { visual: { kind: 'image', id: 'still', path: path.join(dir, 'missing.png') }, seconds: 1 },
      ];
      await expect(renderer.render(request('broken.mp4', { scenes: broken }))).rejects.toThrow(
        /ffmpeg failed.*missing\.png/s,
      );
      expect(existsSync(path.join(dir, 'broken.mp4'))).toBe(false);
    },
    RENDER_TIMEOUT,
  );
});
