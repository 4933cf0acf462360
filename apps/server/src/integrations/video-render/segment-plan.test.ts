import { describe, expect, it } from 'vitest';
import { buildAssembleArgs, buildAudioGraph, concatList, MUSIC_DUCKING } from './assemble-graph.js';
import { LOUDNORM } from './filter-graph.js';
import { buildTimeline, TRANSITION_HALF_FRAMES } from './scene-timeline.js';
import { buildSegmentArgs, clipPieces, transitionChains } from './segment-graph.js';
import { planSegments, segmentKey, type PlannedSegment } from './segment-plan.js';
import type { RenderScene, SceneVisual } from './video-renderer.js';

const H = TRANSITION_HALF_FRAMES;
const still = (id: string): SceneVisual => ({ kind: 'image', path: `/w/${id}.png`, id });
const clip = (fit: 'loop' | 'hold', startSeconds = 0, durationSeconds = 2): SceneVisual => ({
  kind: 'clip',
  path: '/w/clip.mp4',
  id: 'clip',
  startSeconds,
  fit,
  durationSeconds,
});
const frame = { width: 360, height: 640 };
const key = (segment: PlannedSegment, subtitles: string | null = null) =>
  segmentKey(segment, { encoder: 'test', frame, subtitles });

const scenes: RenderScene[] = [
  {
    visual: still('a'),
    seconds: 5,
    transition: 'slide-left',
    narration: { wavPath: '/w/n0.wav', durationMs: 4600, words: [] },
  },
  { visual: clip('loop'), seconds: 5, transition: 'cut' },
  {
    visual: still('b'),
    seconds: 5,
    narration: { wavPath: '/w/n2.wav', durationMs: 5520, words: [] },
  },
];

describe('segment plan', () => {
  const timeline = buildTimeline(scenes);
  const plan = planSegments(timeline);

  it('splits the video into scene bodies and the transitions between them (none at a cut), frames adding up exactly', () => {
    expect(plan.map((s) => [s.kind, s.sceneIndex, s.startFrame, s.frames])).toEqual([
      ['scene', 0, 0, 125 - H],
      ['transition', 0, 125 - H, 2 * H],
      ['scene', 1, 125 + H, 125 - H],
      ['scene', 2, 250, 125],
    ]);
    expect(plan.reduce((sum, s) => sum + s.frames, 0)).toBe(timeline.frames);
    // Each starts where the previous ends.
    for (const [i, s] of plan.entries())
      if (i > 0) expect(s.startFrame).toBe(plan[i - 1]!.startFrame + plan[i - 1]!.frames);
  });

  it("takes a transition's frames from the end of one scene's picture and the start of the next", () => {
    const [body, transition, next] = plan;
    expect(body!.pictures[0]).toMatchObject({ motion: 'zoom-in', frames: 125 + H, from: 0, count: 125 - H });
    expect(transition!.transition).toBe('slide-left');
    expect(transition!.pictures[0]).toMatchObject({ frames: 125 + H, from: 125 - H, count: 2 * H });
    expect(transition!.pictures[1]).toMatchObject({ motion: null, frames: 125 + H, from: 0, count: 2 * H });
    expect(next!.pictures[0]).toMatchObject({ from: 2 * H, count: 125 - H });
  });

  it("keys a segment by its pixels' recipe, not by where it sits or which file holds the picture", () => {
    const moved = planSegments(
      buildTimeline([{ visual: still('x'), seconds: 3, transition: 'cut' }, ...scenes]),
    );
    // The clip scene's body: the same recipe one scene later (a clip has no motion to shift).
    expect(key(moved[3]!)).toBe(key(plan[2]!));
    const renamed = planSegments(
      buildTimeline([
        { ...scenes[0]!, visual: { ...still('a'), path: '/elsewhere/a.jpg' } },
        ...scenes.slice(1),
      ]),
    );
    expect(key(renamed[0]!)).toBe(key(plan[0]!));
    // What changes pixels changes the key: the content, a trim, the transition, subtitles, the frame.
    const other = (changed: RenderScene[]) => planSegments(buildTimeline(changed));
    expect(key(other([{ ...scenes[0]!, visual: still('z') }, ...scenes.slice(1)])[0]!)).not.toBe(
      key(plan[0]!),
    );
    expect(key(other([{ ...scenes[0]!, transition: 'cut' }, ...scenes.slice(1)])[0]!)).not.toBe(
      key(plan[0]!),
    );
    expect(key(other([{ ...scenes[0]!, transition: 'fade' }, ...scenes.slice(1)])[1]!)).not.toBe(
      key(plan[1]!),
    );
    expect(key(other([{ ...scenes[0]!, transition: 'fade' }, ...scenes.slice(1)])[0]!)).toBe(key(plan[0]!));
    expect(key(plan[0]!, 'ass')).not.toBe(key(plan[0]!));
    expect(
      segmentKey(plan[0]!, { encoder: 'test', frame: { width: 720, height: 1280 }, subtitles: null }),
    ).not.toBe(key(plan[0]!));
    const clipStart = other([scenes[0]!, { ...scenes[1]!, visual: clip('loop', 0.5) }, scenes[2]!]);
    expect(key(clipStart[2]!)).not.toBe(key(plan[2]!));
  });
});

describe('clip reads', () => {
  it('plays a clip from its start second and cuts it where the scene ends', () => {
    expect(clipPieces(clip('loop', 3, 10) as never, 0, 100)).toEqual([
      { seekSeconds: 3, sourceFrames: 100, frames: 100 },
    ]);
    expect(clipPieces(clip('hold', 3, 10) as never, 25, 12)).toEqual([
      { seekSeconds: 4, sourceFrames: 12, frames: 12 },
    ]);
  });

  it('loops a short clip from its start second, and holds its last frame when asked', () => {
    // 2 s at 25 fps: 49 frames used (one under what the container says).
    expect(clipPieces(clip('loop') as never, 0, 131)).toEqual([
      { seekSeconds: 0, sourceFrames: 49, frames: 49 },
      { seekSeconds: 0, sourceFrames: 49, frames: 49 },
      { seekSeconds: 0, sourceFrames: 33, frames: 33 },
    ]);
    expect(clipPieces(clip('loop') as never, 60, 12)).toEqual([
      { seekSeconds: 0.44, sourceFrames: 12, frames: 12 },
    ]);
    expect(clipPieces(clip('hold') as never, 0, 131)).toEqual([
      { seekSeconds: 0, sourceFrames: 49, frames: 131 },
    ]);
    expect(clipPieces(clip('hold') as never, 119, 12)).toEqual([
      { seekSeconds: 1.92, sourceFrames: 1, frames: 12 },
    ]);
  });
});

describe('segment commands', () => {
  const [body, transition, clipBody] = planSegments(buildTimeline(scenes));

  it('encodes a body exactly its frames, video only, with its own subtitles on the shifted clock', () => {
    const args = buildSegmentArgs({
      segment: body!,
      frame,
      subtitlesPath: '/w/seg.ass',
      fontsDir: '/fonts',
      outPath: '/w/seg.mp4',
    });
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain(':d=119:');
    expect(graph).toContain('setpts=N/25/TB+60/TB,ass=filename=/w/seg.ass:fontsdir=/fonts,setpts=N/25/TB');
    expect(args.join(' ')).toContain('-an -c:v libx264');
    expect(args[args.indexOf('-frames:v') + 1]).toBe(String(125 - H));
  });

  it('reads a looped clip once per pass, each from its start second, exactly as many frames as asked', () => {
    const args = buildSegmentArgs({
      segment: clipBody!,
      frame,
      subtitlesPath: null,
      fontsDir: '/f',
      outPath: '/o.mp4',
    });
    const seeks = args.flatMap((arg, i) => (arg === '-ss' ? [args[i + 1]] : []));
    expect(seeks).toEqual(['0.4800', '0.0000', '0.0000']);
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain('tpad=stop_mode=clone:stop=');
    expect(graph).toContain('concat=n=3:v=1:a=0[a]');
    expect(graph).not.toContain('zoompan');
  });

  it('draws every transition with filters the 2018 ffmpeg has', () => {
    for (const kind of ['fade', 'fade-black', 'slide-left', 'slide-up', 'wipe-left'] as const) {
      const chains = transitionChains(kind, 12, frame, 'out').join(';');
      expect(chains).not.toContain('xfade');
      expect(chains).toMatch(/\[out\]$/);
    }
    expect(transitionChains('slide-up', 12, frame, 'o')[0]).toContain(
      "vstack=inputs=2,crop=360:640:x=0:y='640*(n+1)/13'",
    );
    const args = buildSegmentArgs({
      segment: transition!,
      frame,
      subtitlesPath: null,
      fontsDir: '/f',
      outPath: '/o.mp4',
    });
    expect(args.filter((a) => a === '-i')).toHaveLength(2);
    expect(args[args.indexOf('-filter_complex') + 1]).toContain('hstack');
  });
});

describe('assembly', () => {
  const timeline = buildTimeline(scenes);

  it('joins the segments by stream copy and builds the narration as before (paced, padded, normalised)', () => {
    const args = buildAssembleArgs({ timeline, listPath: '/w/list.txt', music: null, outPath: '/w/out.mp4' });
    expect(args.join(' ')).toContain('-f concat -safe 0 -i /w/list.txt -i /w/n0.wav -i /w/n2.wav');
    expect(args.join(' ')).toContain('-map 0:v -map [aout] -c:v copy -c:a aac');
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain(
      '[2:a]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=mono,atempo=1.2,apad',
    );
    expect(graph).toContain('aevalsrc=0:c=mono:s=48000:d=5.0000[a1]');
    expect(graph).toContain(`[a0][a1][a2]concat=n=3:v=0:a=1,${LOUDNORM},aresample=48000,`);
    expect(graph).toMatch(/\[aout\]$/);
    expect(graph).not.toContain('sidechaincompress');
  });

  it('loops the music to the video, fades it, sets its volume, ducks it under the narration and normalises the mix', () => {
    const music = { path: '/w/music.mp3', volume: 30 };
    const args = buildAssembleArgs({ timeline, listPath: '/w/l.txt', music, outPath: '/w/o.mp4' });
    expect(args.join(' ')).toContain('-stream_loop -1 -i /w/music.mp3');
    const graph = buildAudioGraph({ timeline, listPath: '/w/l.txt', music, outPath: '/w/o.mp4' });
    expect(graph).toContain('[3:a]aresample=48000');
    expect(graph).toContain(
      'atrim=duration=15,asetpts=PTS-STARTPTS,afade=t=in:st=0:d=1.5,afade=t=out:st=13.5:d=1.5,volume=0.3[music]',
    );
    expect(graph).toContain(`[music][key]${MUSIC_DUCKING}[ducked]`);
    expect(graph).toContain(`[speech][ducked]amix=inputs=2:duration=first:dropout_transition=0,${LOUDNORM}`);
    // Silent music is no music.
    expect(
      buildAudioGraph({ timeline, listPath: '', music: { ...music, volume: 0 }, outPath: '' }),
    ).not.toContain('music');
  });

  it("writes the concat list with the demuxer's quoting", () => {
    expect(concatList(['/w/a.mp4', "/w/it's.mp4"])).toBe("file '/w/a.mp4'\nfile '/w/it'\\''s.mp4'\n");
  });
});
