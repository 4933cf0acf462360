import { FRAME_RATE, type FrameSize } from './presets.js';
import { TRANSITION_SECONDS, type TimedScene, type Timeline } from './scene-timeline.js';

/**
 * The one ffmpeg command that turns a timeline into an MP4: every scene image is read once
 * and moved by zoompan (which makes all of a scene's frames from that single picture), the
 * scenes are joined by a cross-fade (xfade) or, where this ffmpeg has no xfade, by a short fade
 * through black; the narration of each scene is padded to the scene's length and the scenes'
 * audio joined and normalised for social platforms; libass burns the subtitles in last.
 * Argument arrays only: nothing here goes through a shell.
 */

export interface GraphOptions {
  timeline: Timeline;
  frame: FrameSize;
  /** The ASS file, or null for no subtitles. */
  subtitlesPath: string | null;
  fontsDir: string;
  hasXfade: boolean;
  outPath: string;
}

/** How far the slow zoom goes (1.1 = 10 % closer) and how much room a pan has. */
export const MOTION_ZOOM = 1.1;
/** Frames on each side of a scene boundary that a transition takes. */
export const TRANSITION_HALF_FRAMES = Math.round((TRANSITION_SECONDS * FRAME_RATE) / 2);
/** Loudness social platforms play at: about -14 LUFS integrated, peaks under -1.5 dBTP. */
export const LOUDNORM = 'loudnorm=I=-14:TP=-1.5:LRA=11';
const SAMPLE_RATE = 48000;
/**
 * x264's veryfast preset with superfast's cheaper analysis (one-iteration subpixel search,
 * diamond motion search, no inter sub-partitions), keeping veryfast's macroblock tree and
 * 10-frame lookahead, which hold the quality of slow zooms and pans over stills. A quarter less
 * CPU for the same picture on the default short: SSIM 0.993 against veryfast alone, 0.9928
 * against a lossless render (veryfast alone: 0.9929), files 1 % larger. `npm run bench --
 * render` measures both side by side.
 */
export const X264_TUNING = ['-x264-params', 'subme=1:me=dia:partitions=i8x8,i4x4'];

export type Motion = 'zoom-in' | 'pan-right' | 'zoom-out' | 'pan-left';
const MOTIONS: Motion[] = ['zoom-in', 'pan-right', 'zoom-out', 'pan-left'];

/** Scenes take turns so a video never repeats one movement twice in a row. */
export function motionFor(sceneIndex: number): Motion {
  return MOTIONS[sceneIndex % MOTIONS.length]!;
}

/**
 * Escapes a value (a file path) for an option inside a filtergraph: first for the option
 * parser (`\`, `'`, `:`), then for the graph parser (`\`, `'`, `[`, `]`, `,`, `;`).
 */
export function escapeFilterValue(value: string): string {
  const option = value.replace(/[\\':]/g, '\\$&');
  return option.replace(/[\\'[\],;]/g, '\\$&');
}

/** zoompan expressions: `on` is the output frame number, `last` the scene's last frame. */
export function zoompanFor(motion: Motion, frames: number, frame: FrameSize): string {
  const last = Math.max(1, frames - 1);
  const progress = `on/${last}`;
  const extra = (MOTION_ZOOM - 1).toFixed(3);
  const centreX = 'iw/2-(iw/zoom/2)';
  const centreY = 'ih/2-(ih/zoom/2)';
  const [z, x] = {
    'zoom-in': [`1+${extra}*${progress}`, centreX],
    'zoom-out': [`${MOTION_ZOOM}-${extra}*${progress}`, centreX],
    'pan-right': [`${MOTION_ZOOM}`, `(iw-iw/zoom)*${progress}`],
    'pan-left': [`${MOTION_ZOOM}`, `(iw-iw/zoom)*(1-${progress})`],
  }[motion];
  return `zoompan=z='${z}':x='${x}':y='${centreY}':d=${frames}:s=${frame.width}x${frame.height}:fps=${FRAME_RATE}`;
}

/** Even pixels, as yuv420p wants. */
const even = (n: number) => 2 * Math.round(n / 2);

/**
 * The filters that turn one still into a scene's moving frames. Zooms rescale every frame
 * (zoompan); pans scale the picture once, a little larger than the frame, and move a
 * frame-sized window across it (`crop` with exact=1 moves a pixel at a time), which costs
 * almost nothing per frame.
 */
export function motionSteps(motion: Motion, frames: number, frame: FrameSize): string[] {
  const { width, height } = frame;
  if (motion === 'zoom-in' || motion === 'zoom-out') {
    return [
      `scale=${width}:${height}:force_original_aspect_ratio=increase`,
      `crop=${width}:${height}`,
      // zoompan scales every frame: in yuv420p that is half the bytes of RGB.
      'format=yuv420p',
      zoompanFor(motion, frames, frame),
    ];
  }
  const wide = { width: even(width * MOTION_ZOOM), height: even(height * MOTION_ZOOM) };
  const last = Math.max(1, frames - 1);
  const x = motion === 'pan-right' ? `(iw-ow)*n/${last}` : `(iw-ow)*(1-n/${last})`;
  return [
    `scale=${wide.width}:${wide.height}:force_original_aspect_ratio=increase`,
    `crop=${wide.width}:${wide.height}`,
    'format=yuv420p',
    `loop=loop=${frames - 1}:size=1:start=0`,
    `setpts=N/${FRAME_RATE}/TB`,
    `crop=${width}:${height}:x='${x}':y='(ih-oh)/2':exact=1`,
  ];
}

/** Frames of a scene's clip: with xfade it overlaps its neighbours by half a transition each. */
export function clipFrames(scene: TimedScene, count: number, hasXfade: boolean): number {
  if (!hasXfade) return scene.frames;
  const before = scene.index > 0 ? TRANSITION_HALF_FRAMES : 0;
  const after = scene.index < count - 1 ? TRANSITION_HALF_FRAMES : 0;
  return scene.frames + before + after;
}

function videoChains(options: GraphOptions): string[] {
  const { timeline, frame, hasXfade } = options;
  const count = timeline.scenes.length;
  const chains = timeline.scenes.map((scene) => {
    const frames = clipFrames(scene, count, hasXfade);
    const steps = [...motionSteps(motionFor(scene.index), frames, frame), 'setsar=1'];
    if (!hasXfade && count > 1) {
      if (scene.index > 0) steps.push(`fade=t=in:s=0:n=${TRANSITION_HALF_FRAMES}`);
      if (scene.index < count - 1)
        steps.push(`fade=t=out:s=${frames - TRANSITION_HALF_FRAMES}:n=${TRANSITION_HALF_FRAMES}`);
    }
    return `[${scene.index}:v]${steps.join(',')}[v${scene.index}]`;
  });

  let joined = 'v0';
  if (count > 1 && hasXfade) {
    const seconds = (2 * TRANSITION_HALF_FRAMES) / FRAME_RATE;
    for (const scene of timeline.scenes.slice(1)) {
      const offset = (scene.start - TRANSITION_HALF_FRAMES / FRAME_RATE).toFixed(4);
      const out = `x${scene.index}`;
      chains.push(
        `[${joined}][v${scene.index}]xfade=transition=fade:duration=${seconds}:offset=${offset}[${out}]`,
      );
      joined = out;
    }
  } else if (count > 1) {
    const inputs = timeline.scenes.map((s) => `[v${s.index}]`).join('');
    chains.push(`${inputs}concat=n=${count}:v=1:a=0[vjoined]`);
    joined = 'vjoined';
  }

  const subtitles = options.subtitlesPath
    ? `ass=filename=${escapeFilterValue(options.subtitlesPath)}:fontsdir=${escapeFilterValue(options.fontsDir)},`
    : '';
  chains.push(`[${joined}]${subtitles}format=yuv420p[vout]`);
  return chains;
}

function audioChains(timeline: Timeline, narrationInputs: Map<number, number>): string[] {
  const chains = timeline.scenes.map((scene) => {
    const seconds = scene.duration.toFixed(4);
    const input = narrationInputs.get(scene.index);
    if (input === undefined) return `aevalsrc=0:c=mono:s=${SAMPLE_RATE}:d=${seconds}[a${scene.index}]`;
    // Every part in one format so concat accepts them; paced when too long, padded with
    // silence, then cut to the scene's length: the scene lasts exactly its chosen seconds.
    const pace = scene.tempo > 1 ? `atempo=${scene.tempo},` : '';
    return `[${input}:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=mono,${pace}apad,atrim=duration=${seconds}[a${scene.index}]`;
  });
  const inputs = timeline.scenes.map((s) => `[a${s.index}]`).join('');
  const normalise = narrationInputs.size > 0 ? `${LOUDNORM},aresample=${SAMPLE_RATE},` : '';
  chains.push(
    `${inputs}concat=n=${timeline.scenes.length}:v=0:a=1,${normalise}aformat=sample_fmts=fltp:channel_layouts=stereo[aout]`,
  );
  return chains;
}

/** The filtergraph alone (for tests and the docs). */
export function buildFilterGraph(options: GraphOptions): string {
  const narrationInputs = narrationInputIndexes(options.timeline);
  return [...videoChains(options), ...audioChains(options.timeline, narrationInputs)].join(';');
}

/** Images are inputs 0..n-1; the narration files follow, in scene order. */
function narrationInputIndexes(timeline: Timeline): Map<number, number> {
  const map = new Map<number, number>();
  for (const scene of timeline.scenes) {
    if (scene.narration) map.set(scene.index, timeline.scenes.length + map.size);
  }
  return map;
}

/** The whole ffmpeg argument list. `-progress pipe:1` reports progress on stdout. */
export function buildRenderArgs(options: GraphOptions): string[] {
  const { timeline } = options;
  const inputs = timeline.scenes.flatMap((scene) => ['-i', scene.imagePath]);
  const narration = timeline.scenes.flatMap((scene) =>
    scene.narration ? ['-i', scene.narration.wavPath] : [],
  );
  return [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    ...inputs,
    ...narration,
    '-filter_complex',
    buildFilterGraph(options),
    '-map',
    '[vout]',
    '-map',
    '[aout]',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(FRAME_RATE),
    ...X264_TUNING,
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ar',
    String(SAMPLE_RATE),
    '-t',
    timeline.total.toFixed(4),
    '-movflags',
    '+faststart',
    '-progress',
    'pipe:1',
    '-nostats',
    '-y',
    options.outPath,
  ];
}
