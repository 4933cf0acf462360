import { SEGMENT_ASS_OFFSET } from './ass-writer.js';
import { escapeFilterValue, motionSteps, VIDEO_ENCODING } from './filter-graph.js';
import { FRAME_RATE, type FrameSize } from './presets.js';
import type { DrawnTransition, PictureRange, PlannedSegment } from './segment-plan.js';
import type { SceneVisual } from './video-renderer.js';

/**
 * The ffmpeg command that encodes one segment (segment-plan.ts): its pictures made frame-exact
 * (a still's movement from the frame the segment starts at; a clip read from the right second,
 * looped or held), a transition drawn from its two pictures with filters every ffmpeg we run has
 * (overlay, fade, hstack/vstack + crop, alphamerge: no xfade), and the segment's own subtitles.
 * Encoded with VIDEO_ENCODING, video only: the sound is added when the segments are joined.
 */

export interface SegmentGraphOptions {
  segment: PlannedSegment;
  frame: FrameSize;
  /** The segment's ASS file (times from SEGMENT_ASS_OFFSET), or null. */
  subtitlesPath: string | null;
  fontsDir: string;
  outPath: string;
}

type ClipVisual = Extract<SceneVisual, { kind: 'clip' }>;

/** A read of a clip: from `seekSeconds`, `sourceFrames` of it, its last frame held up to `frames`. */
export interface ClipPiece {
  seekSeconds: number;
  sourceFrames: number;
  frames: number;
}

/**
 * Whole frames a clip offers from its start second. One frame under what its duration says:
 * containers round durations, and a read past the end would bring no frame at all.
 */
export function clipFramesAvailable(visual: ClipVisual): number {
  return Math.max(1, Math.floor((visual.durationSeconds - visual.startSeconds) * FRAME_RATE) - 1);
}

/** How frames [from, from + count) of a clip scene are read: held past the clip's end, or looped from its start second. */
export function clipPieces(visual: ClipVisual, from: number, count: number): ClipPiece[] {
  const available = clipFramesAvailable(visual);
  const start = Math.max(0, Math.min(visual.startSeconds, visual.durationSeconds - 2 / FRAME_RATE));
  const at = (frame: number) => Number((start + frame / FRAME_RATE).toFixed(4));
  if (visual.fit === 'hold') {
    const first = Math.min(from, available - 1);
    return [{ seekSeconds: at(first), sourceFrames: Math.min(count, available - first), frames: count }];
  }
  const pieces: ClipPiece[] = [];
  for (let frame = from; frame < from + count;) {
    const position = frame % available;
    const frames = Math.min(from + count - frame, available - position);
    pieces.push({ seekSeconds: at(position), sourceFrames: frames, frames });
    frame += frames;
  }
  return pieces;
}

interface GraphParts {
  inputs: string[];
  chains: string[];
}

/** Frames timed 0, 1/25, 2/25, …: what overlay, concat and the encoder expect. */
const FRAME_TIMES = `setpts=N/${FRAME_RATE}/TB`;

function pictureChains(picture: PictureRange, label: string, frame: FrameSize, parts: GraphParts): void {
  const input = () => parts.inputs.filter((arg) => arg === '-i').length;
  const { visual } = picture;
  if (visual.kind === 'image') {
    const index = input();
    parts.inputs.push('-i', visual.path);
    const steps = motionSteps(picture.motion ?? 'zoom-in', picture.frames, frame, {
      from: picture.from,
      count: picture.count,
    });
    parts.chains.push(`[${index}:v]${[...steps, 'setsar=1', FRAME_TIMES].join(',')}[${label}]`);
    return;
  }
  const pieces = clipPieces(visual, picture.from, picture.count);
  const { width, height } = frame;
  const pieceLabels = pieces.map((piece, i) => {
    const index = input();
    // Input seeking decodes from the keyframe before and drops frames up to the second asked.
    parts.inputs.push('-ss', piece.seekSeconds.toFixed(4), '-i', visual.path);
    const pieceLabel = pieces.length === 1 ? label : `${label}c${i}`;
    parts.chains.push(
      `[${index}:v]` +
        [
          // Times stay counted from the second sought (not from the first frame found after it),
          // so every read of a clip picks its frames on one grid: picture frame k is source
          // second start + k/25, whichever segment reads it.
          `fps=${FRAME_RATE}:start_time=0`,
          `scale=${width}:${height}:force_original_aspect_ratio=increase`,
          `crop=${width}:${height}`,
          'setsar=1',
          'format=yuv420p',
          `trim=end_frame=${piece.sourceFrames}`,
          // Exactly `frames`: a clip shorter than it said (or held) repeats its last frame.
          `tpad=stop_mode=clone:stop=${piece.frames}`,
          `trim=end_frame=${piece.frames}`,
          FRAME_TIMES,
        ].join(',') +
        `[${pieceLabel}]`,
    );
    return pieceLabel;
  });
  if (pieces.length > 1) {
    parts.chains.push(
      `${pieceLabels.map((l) => `[${l}]`).join('')}concat=n=${pieces.length}:v=1:a=0[${label}]`,
    );
  }
}

/**
 * A transition over `frames` frames from picture [a] (the scene leaving) to [b] (the scene
 * arriving), into [out]. Slides and wipes move by (k + 1) / (frames + 1) of the frame at frame k,
 * so their last frame is not yet a plain copy of the arriving scene's first.
 */
export function transitionChains(
  transition: DrawnTransition,
  frames: number,
  frame: FrameSize,
  out: string,
): string[] {
  const { width, height } = frame;
  const progress = `(n+1)/${frames + 1}`;
  const half = Math.floor(frames / 2);
  switch (transition) {
    case 'fade':
      // The arriving scene laid over the leaving one, its opacity rising frame by frame.
      return [
        `[b]format=yuva420p,fade=t=in:s=0:n=${frames + 1}:alpha=1[bfade]`,
        `[a][bfade]overlay=0:0:shortest=1,format=yuv420p[${out}]`,
      ];
    case 'fade-black':
      return [
        `[a]trim=end_frame=${half},fade=t=out:s=0:n=${half}[adark]`,
        `[b]trim=start_frame=${half},${FRAME_TIMES},fade=t=in:s=0:n=${frames - half}[blight]`,
        `[adark][blight]concat=n=2:v=1:a=0[${out}]`,
      ];
    case 'slide-left':
      // Side by side, a frame-wide window moving right: the new scene pushes the old one out.
      return [`[a][b]hstack=inputs=2,crop=${width}:${height}:x='${width}*${progress}':y=0[${out}]`];
    case 'slide-up':
      return [`[a][b]vstack=inputs=2,crop=${width}:${height}:x=0:y='${height}*${progress}'[${out}]`];
    case 'wipe-left':
      // A mask whose white part grows from the right edge: the new scene shows through it.
      return [
        `color=c=white:s=${width}x${height}:r=${FRAME_RATE},trim=end_frame=${frames},format=gray,` +
          `pad=${2 * width}:${height}:${width}:0:color=black,crop=${width}:${height}:x='${width}*${progress}':y=0[mask]`,
        `[b]format=yuva420p[balpha]`,
        `[balpha][mask]alphamerge[bwiped]`,
        `[a][bwiped]overlay=0:0:shortest=1,format=yuv420p[${out}]`,
      ];
  }
}

/** The filtergraph and inputs of one segment. */
export function buildSegmentGraph(options: SegmentGraphOptions): { inputs: string[]; graph: string } {
  const { segment, frame } = options;
  const parts: GraphParts = { inputs: [], chains: [] };
  let picture: string;
  if (segment.transition) {
    const [leaving, arriving] = segment.pictures;
    pictureChains(leaving!, 'a', frame, parts);
    pictureChains(arriving!, 'b', frame, parts);
    parts.chains.push(...transitionChains(segment.transition, segment.frames, frame, 'drawn'));
    picture = 'drawn';
  } else {
    pictureChains(segment.pictures[0]!, 'a', frame, parts);
    picture = 'a';
  }
  // libass draws at the frames' times: shifted to the segment's ASS clock, then back.
  const subtitles = options.subtitlesPath
    ? `setpts=N/${FRAME_RATE}/TB+${SEGMENT_ASS_OFFSET}/TB,` +
      `ass=filename=${escapeFilterValue(options.subtitlesPath)}:fontsdir=${escapeFilterValue(options.fontsDir)},` +
      `${FRAME_TIMES},`
    : '';
  parts.chains.push(`[${picture}]${subtitles}format=yuv420p[vout]`);
  return { inputs: parts.inputs, graph: parts.chains.join(';') };
}

/** The whole ffmpeg argument list. `-progress pipe:1` reports progress on stdout. */
export function buildSegmentArgs(options: SegmentGraphOptions): string[] {
  const { inputs, graph } = buildSegmentGraph(options);
  return [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[vout]',
    '-an',
    ...VIDEO_ENCODING,
    '-frames:v',
    String(options.segment.frames),
    '-progress',
    'pipe:1',
    '-nostats',
    '-y',
    options.outPath,
  ];
}
