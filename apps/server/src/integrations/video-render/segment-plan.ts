import { createHash } from 'node:crypto';
import type { SceneTransition } from '@forja/contracts';
import { motionFor, type Motion } from './filter-graph.js';
import { FRAME_RATE, type FrameSize } from './presets.js';
import type { TimedScene, Timeline } from './scene-timeline.js';
import type { SceneVisual } from './video-renderer.js';

/**
 * The pieces a video is encoded in, in order: each scene's body, and between two scenes the
 * transition (none after a 'cut'). A scene's picture is one continuous movement (or clip) over
 * its frames plus the frames the transitions on its sides borrow; the body takes the middle of
 * it, each transition the ends of the two scenes it joins, centred on their boundary. So the
 * pieces' frames add up to the timeline's exactly, and every scene starts where it always did.
 *
 * A piece's key is a hash of everything that decides its pixels (and nothing else: not where it
 * sits in the video), so a later render with the same key can re-use the file as it is.
 */

/** Raised whenever a change to the graphs or the encoding changes what a key stands for. */
export const RENDER_FORMAT_VERSION = 2;

export type DrawnTransition = Exclude<SceneTransition, 'cut'>;

/** A stretch of one scene's picture: frames [from, from + count) of its `frames`-long movement or clip. */
export interface PictureRange {
  visual: SceneVisual;
  /** How a still moves; null for a clip (clips play as they are). */
  motion: Motion | null;
  /** Length of the scene's whole picture, transitions' borrowed frames included. */
  frames: number;
  from: number;
  count: number;
}

export interface PlannedSegment {
  kind: 'scene' | 'transition';
  /** The scene (a transition: the scene it leaves). */
  sceneIndex: number;
  /** Where it starts in the video, in frames. */
  startFrame: number;
  frames: number;
  /** A scene body: its picture; a transition: the leaving scene's, then the arriving scene's. */
  pictures: PictureRange[];
  transition: DrawnTransition | null;
}

/** Frames of a scene's whole picture: its own plus those the transitions on its sides borrow. */
export function pictureFrames(scene: TimedScene): number {
  return scene.frames + scene.overlapBefore + scene.overlapAfter;
}

function picture(scene: TimedScene, from: number, count: number): PictureRange {
  return {
    visual: scene.visual,
    motion: scene.visual.kind === 'image' ? motionFor(scene.index) : null,
    frames: pictureFrames(scene),
    from,
    count,
  };
}

export function planSegments(timeline: Timeline): PlannedSegment[] {
  const segments: PlannedSegment[] = [];
  for (const scene of timeline.scenes) {
    const startFrame = Math.round(scene.start * FRAME_RATE);
    // Picture frame k is video frame startFrame - overlapBefore + k.
    const bodyFrames = scene.frames - scene.overlapBefore - scene.overlapAfter;
    segments.push({
      kind: 'scene',
      sceneIndex: scene.index,
      startFrame: startFrame + scene.overlapBefore,
      frames: bodyFrames,
      pictures: [picture(scene, 2 * scene.overlapBefore, bodyFrames)],
      transition: null,
    });
    const next = timeline.scenes[scene.index + 1];
    if (next && scene.transition !== 'cut') {
      const frames = scene.overlapAfter + next.overlapBefore;
      segments.push({
        kind: 'transition',
        sceneIndex: scene.index,
        startFrame: startFrame + scene.frames - scene.overlapAfter,
        frames,
        pictures: [picture(scene, pictureFrames(scene) - frames, frames), picture(next, 0, frames)],
        transition: scene.transition,
      });
    }
  }
  return segments;
}

/** The visual as far as pixels go: its content's id and how a clip is cut, never its path. */
function visualIdentity(visual: SceneVisual): unknown {
  if (visual.kind === 'image') return { kind: 'image', id: visual.id };
  const { id, startSeconds, fit, durationSeconds } = visual;
  return { kind: 'clip', id, startSeconds, fit, durationSeconds };
}

export interface KeyContext {
  /** The ffmpeg build: another encoder's segments might not join this one's. */
  encoder: string;
  frame: FrameSize;
  /** The segment's own ASS file (times relative to the segment), or null. */
  subtitles: string | null;
}

export function segmentKey(segment: PlannedSegment, context: KeyContext): string {
  const recipe = {
    version: RENDER_FORMAT_VERSION,
    encoder: context.encoder,
    frame: context.frame,
    kind: segment.kind,
    frames: segment.frames,
    transition: segment.transition,
    pictures: segment.pictures.map((p) => ({ ...p, visual: visualIdentity(p.visual) })),
    subtitles: context.subtitles,
  };
  return createHash('sha256').update(JSON.stringify(recipe)).digest('hex');
}
