import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SCENE_TRANSITIONS, type SceneTransition } from '@forja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg, type FfmpegTool } from '../media/find-ffmpeg.js';
import { probeMedia } from '../media/probe-media.js';
import { createLocalRenderer, type LocalRenderer } from './local-renderer.js';
import {
  decodeAll,
  frameAt,
  frameDifference,
  makeClip,
  makeStill,
  makeWav,
  sourceFrame,
} from './render-test-media.js';
import { buildTimeline, TRANSITION_HALF_FRAMES } from './scene-timeline.js';
import type { RenderRequest, RenderScene, SceneVisual } from './video-renderer.js';

/*
 * The segment pipeline with real ffmpeg (the system one when installed, always the npm one), at
 * 180×320 or 360×640: stills and clips (looped, held, trimmed from a start second, rotated) give
 * exactly the timeline's frames; every transition draws what it should at a boundary; a render
 * that re-uses all but one scene's segments encodes only that scene and is faster.
 */

const RENDER_TIMEOUT = 240_000;
const systemFfmpeg = await findFfmpeg('system').then(
  () => true,
  () => false,
);
const toolChoices = systemFfmpeg ? (['system', 'npm'] as const) : (['npm'] as const);
const H = TRANSITION_HALF_FRAMES;

const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 80 && b! < 80;
const isBlue = ([r, g, b]: number[]) => b! > 180 && r! < 80 && g! < 80;

describe.each(toolChoices)('segments with the %s ffmpeg', (choice) => {
  let tool: FfmpegTool;
  let renderer: LocalRenderer;
  let dir: string;
  const media: Record<string, string> = {};

  beforeAll(async () => {
    tool = await findFfmpeg(choice);
    renderer = await createLocalRenderer({ mediaTools: choice });
    dir = await mkdtemp(path.join(tmpdir(), `forja-segments-${choice}-`));
    const file = (name: string) => path.join(dir, name);
    media.red = await makeStill(tool.path, file('red.png'), 'color=c=red:s=320x240');
    media.blue = await makeStill(tool.path, file('blue.png'), 'color=c=blue:s=320x240');
    media.pattern = await makeStill(tool.path, file('pattern.png'), 'testsrc=s=640x480');
    // Dark and flat: a zoom leaves it unchanged, so only a subtitle brings bright pixels.
    media.flat = await makeStill(tool.path, file('flat.png'), 'color=c=0x203070:s=320x240');
    // 2 s at 30 fps (the renderer makes 25), and 10 s; their hue turns all the time, so any two
    // moments of a clip look different.
    media.short = await makeClip(tool.path, file('short.mp4'), 'testsrc=s=320x240:r=30:d=2,hue=h=t*180');
    media.long = await makeClip(tool.path, file('long.mp4'), 'testsrc2=s=320x240:r=25:d=10,hue=h=t*36');
    // Landscape, red left and blue right, stored with a 90° rotation: shown upright, one colour
    // above the other.
    media.rotated = await makeClip(
      tool.path,
      file('rotated.mp4'),
      'color=c=red:s=160x240:d=2[l];color=c=blue:s=160x240:d=2[r];[l][r]hstack',
      90,
    );
    media.voice = await makeWav(tool.path, file('voice.wav'), 'sine=f=330:d=2');
  }, RENDER_TIMEOUT);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const still = (name: string, id = name): SceneVisual => ({ kind: 'image', path: media[name]!, id });
  const clip = (
    name: string,
    durationSeconds: number,
    fit: 'loop' | 'hold',
    startSeconds = 0,
  ): SceneVisual => ({ kind: 'clip', path: media[name]!, id: name, startSeconds, fit, durationSeconds });
  const request = (
    out: string,
    scenes: RenderScene[],
    extra: Partial<RenderRequest> = {},
  ): RenderRequest => ({
    scenes,
    preset: 'instagram-story',
    maxLongSide: 320,
    subtitles: null,
    workDir: dir,
    outPath: path.join(dir, out),
    ...extra,
  });

  it(
    'renders stills and clips (a short clip looped and held, a long one trimmed from its start second, a rotated one) to the exact frame',
    async () => {
      const scenes: RenderScene[] = [
        {
          visual: still('pattern'),
          seconds: 3,
          transition: 'fade',
          narration: { wavPath: media.voice!, durationMs: 2000, words: [] },
        },
        { visual: clip('short', 2, 'loop'), seconds: 5, transition: 'slide-up' },
        { visual: clip('short', 2, 'hold'), seconds: 5, transition: 'wipe-left' },
        { visual: clip('long', 10, 'loop', 3), seconds: 4, transition: 'fade-black' },
        { visual: clip('rotated', 2, 'hold'), seconds: 2, transition: 'cut' },
        { visual: still('pattern'), seconds: 2 },
      ];
      const timeline = buildTimeline(scenes);
      expect(timeline.frames).toBe(21 * 25);
      const out = path.join(dir, 'mixed.mp4');
      const result = await renderer.render(request('mixed.mp4', scenes));
      expect(result).toMatchObject({ width: 180, height: 320, durationMs: 21_000 });

      const decoded = await decodeAll(tool.path, out);
      expect(decoded).toEqual({ frames: timeline.frames, errors: '' });
      const info = await probeMedia(tool.path, out);
      expect(info.durationSeconds).toBeGreaterThan(20.95);
      expect(info.durationSeconds).toBeLessThan(21.1);
      expect(info.audio).toMatchObject({ codec: 'aac', channels: 'stereo' });
      // Five bodies' boundaries, four transitions (not at the cut).
      expect(result.segments.filter((s) => s.kind === 'transition').map((s) => s.sceneIndex)).toEqual([
        0, 1, 2, 3,
      ]);

      const frame = (index: number) => frameAt(tool.path, out, index, 180).then((f) => f.data);
      const same = 4;
      const different = 12;
      // Loop (scene 1 starts at frame 75; its clip offers 49 frames): frame k and k + 49 are one picture.
      const loopA = await frame(75 + 20);
      expect(frameDifference(loopA, await frame(75 + 20 + 49))).toBeLessThan(same);
      expect(frameDifference(loopA, await frame(75 + 30))).toBeGreaterThan(different);
      // Hold (scene 2 starts at frame 200): after the clip's 49 frames, its last one stays.
      const held = await frame(200 + 60);
      expect(frameDifference(held, await frame(200 + 100))).toBeLessThan(same);
      expect(frameDifference(held, await frame(200 + 20))).toBeGreaterThan(different);
      // Trimmed: scene 3 (from frame 325; its picture starts H frames earlier, under the wipe)
      // plays the long clip from its second 3.
      const trimmed = await frame(325 + 20);
      const seconds = (20 + H) / 25;
      expect(
        frameDifference(trimmed, await sourceFrame(tool.path, media.long!, 3 + seconds, 180, 320)),
      ).toBeLessThan(same);
      expect(
        frameDifference(trimmed, await sourceFrame(tool.path, media.long!, seconds, 180, 320)),
      ).toBeGreaterThan(different);
      // Rotated (scene 4, from frame 425): shown upright, so its colours are above one another
      // (which one on top is the rotation's direction), not side by side.
      const rotated = await frameAt(tool.path, out, 425 + 25, 180);
      const [top, bottom] = [rotated.pixel(90, 40), rotated.pixel(90, 280)];
      expect([isRed(top) && isBlue(bottom), isBlue(top) && isRed(bottom)]).toContain(true);
      expect(isRed(rotated.pixel(20, 40))).toBe(isRed(top));
      expect(isRed(rotated.pixel(160, 40))).toBe(isRed(top));
    },
    RENDER_TIMEOUT,
  );

  it(
    'draws each transition at the boundary between a red scene and a blue one',
    async () => {
      const boundary = 50;
      const checks: Record<SceneTransition, (at: (x: number, y: number) => number[]) => void> = {
        fade: (at) => {
          const [r, , b] = at(90, 160);
          expect(r).toBeGreaterThan(60);
          expect(b).toBeGreaterThan(60);
        },
        'fade-black': (at) => expect(Math.max(...at(90, 160))).toBeLessThan(40),
        'slide-left': (at) => {
          expect(isRed(at(20, 160))).toBe(true);
          expect(isBlue(at(160, 160))).toBe(true);
        },
        'slide-up': (at) => {
          expect(isRed(at(90, 40))).toBe(true);
          expect(isBlue(at(90, 290))).toBe(true);
        },
        'wipe-left': (at) => {
          expect(isRed(at(20, 160))).toBe(true);
          expect(isBlue(at(160, 160))).toBe(true);
        },
        cut: (at) => expect(isBlue(at(90, 160))).toBe(true),
      };
      for (const transition of SCENE_TRANSITIONS) {
        const out = `transition-${transition}.mp4`;
        const result = await renderer.render(
          request(out, [
            { visual: still('red'), seconds: 2, transition },
            { visual: still('blue'), seconds: 2 },
          ]),
        );
        expect(result.segments).toHaveLength(transition === 'cut' ? 2 : 3);
        const file = path.join(dir, out);
        expect(await decodeAll(tool.path, file)).toEqual({ frames: 100, errors: '' });
        // Outside the transition each scene is itself.
        expect(isRed((await frameAt(tool.path, file, boundary - H - 2, 180)).pixel(90, 160))).toBe(true);
        expect(isBlue((await frameAt(tool.path, file, boundary + H + 2, 180)).pixel(90, 160))).toBe(true);
        const middle = await frameAt(tool.path, file, boundary, 180);
        checks[transition](middle.pixel);
        if (transition === 'cut') {
          expect(isRed((await frameAt(tool.path, file, boundary - 1, 180)).pixel(90, 160))).toBe(true);
        }
      }
    },
    RENDER_TIMEOUT,
  );

  it(
    'keeps re-using the later scenes, subtitles and all, when an earlier scene gets longer and moves them',
    async () => {
      const words = ['Doar', 'atât.'].map((text, i) => ({
        text,
        startMs: 700 + 400 * i,
        endMs: 1000 + 400 * i,
      }));
      const scenes = (firstSeconds: number): RenderScene[] => [
        { visual: still('pattern'), seconds: firstSeconds, transition: 'fade' },
        {
          visual: still('flat'),
          seconds: 3,
          transition: 'slide-up',
          narration: { wavPath: media.voice!, durationMs: 2000, words },
        },
        { visual: still('pattern', 'pattern-2'), seconds: 2 },
      ];
      const subtitles = { style: 'boxed-line', position: 'center-center', font: 'roboto' } as const;
      const first = await renderer.render(request('before-move.mp4', scenes(2), { subtitles }));
      const moved = path.join(dir, 'moved');
      await mkdir(moved);
      const out = path.join(moved, 'moved.mp4');
      const second = await renderer.render(
        request('moved.mp4', scenes(3), {
          subtitles,
          workDir: moved,
          outPath: out,
          reuse: new Map(first.segments.map((s) => [s.key, s.path])),
        }),
      );
      // Only the longer scene and the fade out of it are new; the subtitled scene moved 1 s later as it was.
      expect(second.segments.filter((s) => !s.reused).map((s) => [s.kind, s.sceneIndex])).toEqual([
        ['scene', 0],
        ['transition', 0],
      ]);
      expect(await decodeAll(tool.path, out)).toEqual({ frames: 8 * 25, errors: '' });
      // Its subtitle shows when its first word is spoken, at 3 s + 0.7 s now (not 2 s + 0.7 s).
      const bright = async (frameIndex: number) => {
        const { data } = await frameAt(tool.path, out, frameIndex, 180);
        return data.reduce((count, value) => count + (value > 200 ? 1 : 0), 0);
      };
      expect(await bright(75 + 10)).toBe(0);
      expect(await bright(75 + 20)).toBeGreaterThan(50);
    },
    RENDER_TIMEOUT,
  );

  it(
    're-renders one changed scene re-using the other segments: same frame count, one scene encoded, faster',
    async () => {
      const scenes: RenderScene[] = ['pattern', 'red', 'pattern', 'blue', 'pattern'].map((name, i) => ({
        visual: still(name, `${name}-${i}`),
        seconds: 3,
        transition: i % 2 === 0 ? 'fade' : 'slide-left',
      }));
      const big = { maxLongSide: 640 };
      const started = performance.now();
      const full = await renderer.render(request('full.mp4', scenes, big));
      const fullSeconds = (performance.now() - started) / 1000;

      // Scene 2 gets another picture; the re-render runs in a folder of its own, as a revision would.
      const changed = scenes.map((scene, i) =>
        i === 2 ? { ...scene, visual: still('blue', 'new-2') } : scene,
      );
      const reuse = new Map(full.segments.map((s) => [s.key, s.path]));
      const again = path.join(dir, 'again');
      await mkdir(again);
      const restarted = performance.now();
      const revised = await renderer.render(
        request('revised.mp4', changed, {
          ...big,
          workDir: again,
          outPath: path.join(again, 'revised.mp4'),
          reuse,
        }),
      );
      const revisedSeconds = (performance.now() - restarted) / 1000;

      // Encoded again: scene 2's body and the two transitions that show it; the rest re-used.
      const encoded = revised.segments.filter((s) => !s.reused).map((s) => [s.kind, s.sceneIndex]);
      expect(encoded).toEqual([
        ['transition', 1],
        ['scene', 2],
        ['transition', 2],
      ]);
      expect(revised.segments).toHaveLength(full.segments.length);
      for (const segment of revised.segments)
        expect(path.dirname(segment.path)).toBe(path.join(again, 'segments'));
      const decoded = await decodeAll(tool.path, path.join(again, 'revised.mp4'));
      expect(decoded).toEqual({ frames: 15 * 25, errors: '' });
      // Scene 2's middle is the new picture (blue); scene 0 is the same as before.
      const middle = await frameAt(tool.path, path.join(again, 'revised.mp4'), 187, 360);
      expect(isBlue(middle.pixel(180, 320))).toBe(true);
      const before = await frameAt(tool.path, path.join(dir, 'full.mp4'), 30, 360);
      const after = await frameAt(tool.path, path.join(again, 'revised.mp4'), 30, 360);
      expect(frameDifference(before.data, after.data)).toBe(0);

      console.log(
        `[${choice}] 5 scenes × 3 s at 360×640: full render ${fullSeconds.toFixed(2)} s wall / ${full.cpuSeconds?.toFixed(2)} s CPU; ` +
          `one scene changed ${revisedSeconds.toFixed(2)} s wall / ${revised.cpuSeconds?.toFixed(2)} s CPU ` +
          `(ratio ${(revisedSeconds / fullSeconds).toFixed(2)} wall, ${((revised.cpuSeconds ?? 0) / (full.cpuSeconds ?? 1)).toFixed(2)} CPU)`,
      );
      // CPU time: steady on a shared machine, where wall time moves with other work.
      expect(revised.cpuSeconds!).toBeLessThan(0.7 * full.cpuSeconds!);

      // A segment offered whose file has gone is encoded again: a render never fails for it.
      const offered = new Map(revised.segments.map((s) => [s.key, s.path]));
      offered.set(revised.segments[0]!.key, path.join(dir, 'gone.mp4'));
      const third = path.join(dir, 'third');
      await mkdir(third);
      const again3 = await renderer.render(
        request('third.mp4', changed, {
          ...big,
          workDir: third,
          outPath: path.join(third, 'third.mp4'),
          reuse: offered,
        }),
      );
      expect(again3.segments.filter((s) => !s.reused).map((s) => [s.kind, s.sceneIndex])).toEqual([
        ['scene', 0],
      ]);
      expect((await decodeAll(tool.path, path.join(third, 'third.mp4'))).frames).toBe(15 * 25);
    },
    RENDER_TIMEOUT,
  );
});
