import { describe, expect, it } from 'vitest';
import {
  buildFilterGraph,
  buildRenderArgs,
  clipFrames,
  escapeFilterValue,
  LOUDNORM,
  motionFor,
  motionSteps,
  TRANSITION_HALF_FRAMES,
  zoompanFor,
  type GraphOptions,
} from './filter-graph.js';
import { buildTimeline } from './scene-timeline.js';

const timeline = buildTimeline([
  {
    visual: { kind: 'image', path: '/w/s0.png', id: 'still' },
    seconds: 5,
    narration: { wavPath: '/w/n0.wav', durationMs: 4600, words: [] },
  },
  { visual: { kind: 'image', path: '/w/s1.png', id: 'still' }, seconds: 5 },
  {
    visual: { kind: 'image', path: '/w/s2.png', id: 'still' },
    seconds: 5,
    narration: { wavPath: '/w/n2.wav', durationMs: 5520, words: [] },
  },
]);
const options = (hasXfade: boolean, subtitlesPath: string | null = '/w/subtitles.ass'): GraphOptions => ({
  timeline,
  frame: { width: 1080, height: 1920 },
  subtitlesPath,
  fontsDir: '/app/assets/fonts',
  hasXfade,
  outPath: '/w/out.mp4',
});
const chains = (graph: string) => graph.split(';');

describe('filter graph', () => {
  it('escapes paths for a filter option', () => {
    expect(escapeFilterValue('/tmp/work/subtitles.ass')).toBe('/tmp/work/subtitles.ass');
    expect(escapeFilterValue("/a:b/it's [x],y;z")).toBe("/a\\\\:b/it\\\\\\'s \\[x\\]\\,y\\;z");
  });

  it('moves every scene, taking turns between zooms and pans', () => {
    expect([0, 1, 2, 3, 4].map(motionFor)).toEqual([
      'zoom-in',
      'pan-right',
      'zoom-out',
      'pan-left',
      'zoom-in',
    ]);
    const zoom = zoompanFor('zoom-in', 125, { width: 720, height: 1280 });
    expect(zoom).toContain("z='1+0.100*on/124'");
    expect(zoom).toContain(':d=125:s=720x1280:fps=25');
    // Pans scale once, 10 % larger, and slide a frame-sized window one pixel at a time.
    const pan = motionSteps('pan-left', 125, { width: 720, height: 1280 });
    expect(pan[0]).toBe('scale=792:1408:force_original_aspect_ratio=increase');
    expect(pan).toContain('loop=loop=124:size=1:start=0');
    expect(pan.at(-1)).toBe("crop=720:1280:x='(iw-ow)*(1-n/124)':y='(ih-oh)/2':exact=1");
    expect(motionSteps('zoom-out', 125, { width: 720, height: 1280 }).at(-1)).toContain(
      "z='1.1-0.100*on/124'",
    );
  });

  it('with xfade: overlapping clips cross-faded at each scene boundary', () => {
    const graph = buildFilterGraph(options(true));
    const [first, middle, last] = timeline.scenes;
    expect(clipFrames(first!, 3, true)).toBe(first!.frames + TRANSITION_HALF_FRAMES);
    expect(clipFrames(middle!, 3, true)).toBe(middle!.frames + 2 * TRANSITION_HALF_FRAMES);
    expect(clipFrames(last!, 3, true)).toBe(last!.frames + TRANSITION_HALF_FRAMES);
    const fades = chains(graph).filter((c) => c.includes('xfade'));
    expect(fades).toHaveLength(2);
    // Centred on the boundary: half a transition before the next scene starts.
    expect(fades[0]).toContain(`offset=${(5 - TRANSITION_HALF_FRAMES / 25).toFixed(4)}`);
    expect(fades[1]).toContain(`offset=${(10 - TRANSITION_HALF_FRAMES / 25).toFixed(4)}`);
    expect(graph).not.toContain('concat=n=3:v=1');
    expect(graph).not.toContain('fade=t=');
  });

  it('without xfade: each clip fades through black and the clips are concatenated', () => {
    const graph = buildFilterGraph(options(false));
    expect(graph).not.toContain('xfade');
    const [v0, v1, v2] = chains(graph);
    expect(v0).toContain(`d=${timeline.scenes[0]!.frames}:`);
    expect(v0).not.toContain('fade=t=in');
    expect(v0).toContain(`fade=t=out:s=${timeline.scenes[0]!.frames - TRANSITION_HALF_FRAMES}`);
    expect(v1).toContain('fade=t=in:s=0');
    expect(v1).toContain('fade=t=out');
    expect(v2).toContain('fade=t=in');
    expect(v2).not.toContain('fade=t=out');
    expect(graph).toContain('[v0][v1][v2]concat=n=3:v=1:a=0[vjoined]');
  });

  it('burns the subtitles in with the shipped fonts, or not at all', () => {
    expect(buildFilterGraph(options(true))).toContain(
      '[x2]ass=filename=/w/subtitles.ass:fontsdir=/app/assets/fonts,format=yuv420p[vout]',
    );
    expect(buildFilterGraph(options(false, null))).toContain('[vjoined]format=yuv420p[vout]');
  });

  it('places each narration at its scene start, paced when too long, every scene its 5 s, then normalises', () => {
    const graph = buildFilterGraph(options(true));
    const audio = chains(graph).filter((c) => c.includes('[a'));
    // Narration files are inputs 3 and 4 (after the three images).
    expect(audio[0]).toMatch(/^\[3:a\]aresample=48000,aformat=[^,]+,apad,atrim=duration=5\.0000\[a0\]$/);
    expect(audio[1]).toBe('aevalsrc=0:c=mono:s=48000:d=5.0000[a1]');
    // 5.52 s of narration in a 5 s scene: spoken 1.2× faster, to end a pause before the scene does.
    expect(audio[2]).toMatch(/^\[4:a\].*,atempo=1\.2,apad,atrim=duration=5\.0000\[a2\]$/);
    expect(audio[3]).toBe(
      `[a0][a1][a2]concat=n=3:v=0:a=1,${LOUDNORM},aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo[aout]`,
    );
  });

  it('skips loudness normalisation when nothing is narrated', () => {
    const silent = buildTimeline([{ visual: { kind: 'image', path: '/w/a.png', id: 'still' }, seconds: 3 }]);
    const graph = buildFilterGraph({ ...options(true), timeline: silent });
    expect(graph).not.toContain('loudnorm');
    expect(graph).not.toContain('xfade');
    expect(graph).toContain('[v0]ass=');
  });

  it('builds one ffmpeg call: images then narration as inputs, H.264 + AAC, progress on stdout', () => {
    const args = buildRenderArgs(options(false));
    const inputs = args.flatMap((arg, i) => (arg === '-i' ? [args[i + 1]] : []));
    expect(inputs).toEqual(['/w/s0.png', '/w/s1.png', '/w/s2.png', '/w/n0.wav', '/w/n2.wav']);
    expect(args.join(' ')).toContain('-c:v libx264 -preset veryfast -crf 23 -pix_fmt yuv420p -r 25');
    expect(args.join(' ')).toContain('-c:a aac');
    expect(args.join(' ')).toContain('-movflags +faststart -progress pipe:1');
    expect(args.at(-1)).toBe('/w/out.mp4');
    expect(args[args.indexOf('-t') + 1]).toBe('15.0000');
  });
});
