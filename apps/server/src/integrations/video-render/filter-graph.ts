import { FRAME_RATE, type FrameSize } from './presets.js';

/**
 * What every ffmpeg command of the renderer shares: how a still moves (zoompan, or a window
 * sliding over it), how a value is escaped inside a filtergraph, the loudness target and the
 * encoder settings every segment is made with (segments join without re-encoding only when
 * they are encoded alike). The commands themselves: segment-graph.ts (pictures) and
 * assemble-graph.ts (the join and the sound). Argument arrays only: nothing goes through a shell.
 */

/** How far the slow zoom goes (1.1 = 10 % closer) and how much room a pan has. */
export const MOTION_ZOOM = 1.1;
/** Loudness social platforms play at: about -14 LUFS integrated, peaks under -1.5 dBTP. */
export const LOUDNORM = 'loudnorm=I=-14:TP=-1.5:LRA=11';
export const SAMPLE_RATE = 48000;
/**
 * x264's veryfast preset with superfast's cheaper analysis (one-iteration subpixel search,
 * diamond motion search, no inter sub-partitions), keeping veryfast's macroblock tree and
 * 10-frame lookahead, which hold the quality of slow zooms and pans over stills. A quarter less
 * CPU for the same picture on the default short: SSIM 0.993 against veryfast alone, 0.9928
 * against a lossless render (veryfast alone: 0.9929), files 1 % larger. `npm run bench --
 * render` measures both side by side.
 */
export const X264_TUNING = ['-x264-params', 'subme=1:me=dia:partitions=i8x8,i4x4'];
/** H.264 as every segment is encoded: the same settings, so the segments join by stream copy. */
export const VIDEO_ENCODING = [
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
];

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

/**
 * A part of a still's movement: `count` frames from frame `from` of a movement `frames` long
 * (a segment makes only its own frames, and the same frame of the movement is the same picture
 * in whichever segment makes it).
 */
export interface MotionRange {
  from: number;
  count: number;
}

/** zoompan expressions: `on` is the output frame number, `last` the movement's last frame. */
export function zoompanFor(
  motion: Motion,
  frames: number,
  frame: FrameSize,
  range: MotionRange = { from: 0, count: frames },
): string {
  const last = Math.max(1, frames - 1);
  const progress = range.from > 0 ? `(on+${range.from})/${last}` : `on/${last}`;
  const extra = (MOTION_ZOOM - 1).toFixed(3);
  const centreX = 'iw/2-(iw/zoom/2)';
  const centreY = 'ih/2-(ih/zoom/2)';
  const [z, x] = {
    'zoom-in': [`1+${extra}*${progress}`, centreX],
    'zoom-out': [`${MOTION_ZOOM}-${extra}*${progress}`, centreX],
    'pan-right': [`${MOTION_ZOOM}`, `(iw-iw/zoom)*${progress}`],
    'pan-left': [`${MOTION_ZOOM}`, `(iw-iw/zoom)*(1-${progress})`],
  }[motion];
  return `zoompan=z='${z}':x='${x}':y='${centreY}':d=${range.count}:s=${frame.width}x${frame.height}:fps=${FRAME_RATE}`;
}

/** Even pixels, as yuv420p wants. */
const even = (n: number) => 2 * Math.round(n / 2);

/**
 * The filters that turn one still into a scene's moving frames. Zooms rescale every frame
 * (zoompan); pans scale the picture once, a little larger than the frame, and move a
 * frame-sized window across it (`crop` with exact=1 moves a pixel at a time), which costs
 * almost nothing per frame.
 */
export function motionSteps(
  motion: Motion,
  frames: number,
  frame: FrameSize,
  range: MotionRange = { from: 0, count: frames },
): string[] {
  const { width, height } = frame;
  if (motion === 'zoom-in' || motion === 'zoom-out') {
    return [
      `scale=${width}:${height}:force_original_aspect_ratio=increase`,
      `crop=${width}:${height}`,
      // zoompan scales every frame: in yuv420p that is half the bytes of RGB.
      'format=yuv420p',
      zoompanFor(motion, frames, frame, range),
    ];
  }
  const wide = { width: even(width * MOTION_ZOOM), height: even(height * MOTION_ZOOM) };
  const last = Math.max(1, frames - 1);
  const n = range.from > 0 ? `(n+${range.from})` : 'n';
  const x = motion === 'pan-right' ? `(iw-ow)*${n}/${last}` : `(iw-ow)*(1-${n}/${last})`;
  return [
    `scale=${wide.width}:${wide.height}:force_original_aspect_ratio=increase`,
    `crop=${wide.width}:${wide.height}`,
    'format=yuv420p',
    `loop=loop=${range.count - 1}:size=1:start=0`,
    `setpts=N/${FRAME_RATE}/TB`,
    `crop=${width}:${height}:x='${x}':y='(ih-oh)/2':exact=1`,
  ];
}
