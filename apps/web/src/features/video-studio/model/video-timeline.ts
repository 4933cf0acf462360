import {
  SCENE_TRANSITIONS,
  SECONDS_PER_SCENE_MAX,
  SECONDS_PER_SCENE_MIN,
  sceneSecondsOf,
  type SceneTransition,
} from '@forja/contracts';
import type { VideoOptions } from './video-draft';
import type { DraftScene } from './video-scenes';

/*
 * The scenes step's timeline: each scene's length against its narration's, reordering by
 * drag or keyboard and resizing by the block's edge, as pure functions of the scene list.
 */

/** A narrator's usual pace; the estimate is only a guide (the real length is the voice's). */
export const NARRATION_WORDS_PER_SECOND = 2.5;
/** The renderer speeds a narration longer than its scene up to this much, then cuts it. */
export const NARRATION_MAX_SPEEDUP = 1.25;

/** `fits`: plays as spoken; `faster`: sped up to fit; `cut`: too long even at the top speed. */
export type NarrationFit = 'fits' | 'faster' | 'cut';

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** Seconds the narration should take at the usual pace (one decimal). */
export function estimatedNarrationSeconds(text: string): number {
  return Math.round((words(text) / NARRATION_WORDS_PER_SECOND) * 10) / 10;
}

export function narrationFit(narrationSeconds: number, sceneSeconds: number): NarrationFit {
  if (narrationSeconds <= sceneSeconds) return 'fits';
  return narrationSeconds <= sceneSeconds * NARRATION_MAX_SPEEDUP ? 'faster' : 'cut';
}

export interface TimelineBlock {
  readonly scene: DraftScene;
  readonly seconds: number;
  readonly narrationSeconds: number;
  readonly fit: NarrationFit;
  /** Where the scene starts in the video, in seconds. */
  readonly start: number;
}

export function timelineBlocks(
  scenes: readonly DraftScene[],
  options: Pick<VideoOptions, 'secondsPerScene'>,
): TimelineBlock[] {
  let start = 0;
  return scenes.map((scene) => {
    const seconds = sceneSecondsOf(scene, options);
    const narrationSeconds = estimatedNarrationSeconds(scene.voiceOverText);
    const block = { scene, seconds, narrationSeconds, fit: narrationFit(narrationSeconds, seconds), start };
    start += seconds;
    return block;
  });
}

export const totalSeconds = (blocks: readonly TimelineBlock[]) =>
  blocks.reduce((sum, block) => sum + block.seconds, 0);

/** The seconds every scene lasts when they all last the same, else null (the texts say "3 scenes × 5 s"). */
export function sameSeconds(blocks: readonly TimelineBlock[]): number | null {
  const first = blocks[0]?.seconds;
  return first !== undefined && blocks.every((b) => b.seconds === first) ? first : null;
}

/** Whole seconds within the allowed range of a scene's length. */
export const clampSceneSeconds = (seconds: number) =>
  Math.min(SECONDS_PER_SCENE_MAX, Math.max(SECONDS_PER_SCENE_MIN, Math.round(seconds)));

/** The list with one scene's seconds set (snapped and clamped). */
export function withSceneSeconds(scenes: DraftScene[], id: string, seconds: number): DraftScene[] {
  const next = clampSceneSeconds(seconds);
  return scenes.map((s) => (s.id === id ? { ...s, seconds: next } : s));
}

/** The seconds a block's right edge dragged by `dx` pixels gives, at `pixelsPerSecond`. */
export function resizedSeconds(startSeconds: number, dx: number, pixelsPerSecond: number): number {
  if (!(pixelsPerSecond > 0)) return clampSceneSeconds(startSeconds);
  return clampSceneSeconds(startSeconds + dx / pixelsPerSecond);
}

/** The list with a scene moved to `index` (clamped to the list); an unknown id changes nothing. */
export function moveSceneTo(scenes: DraftScene[], id: string, index: number): DraftScene[] {
  const from = scenes.findIndex((s) => s.id === id);
  if (from < 0) return scenes;
  const to = Math.min(scenes.length - 1, Math.max(0, index));
  if (to === from) return scenes;
  const next = scenes.filter((s) => s.id !== id);
  next.splice(to, 0, scenes[from]!);
  return next;
}

/**
 * Where a dragged block lands: the number of other blocks whose middle is left of the pointer
 * (`middles`: each block's horizontal middle, in order, the dragged one included).
 */
export function dropIndex(middles: readonly number[], draggedIndex: number, x: number): number {
  return middles.filter((middle, index) => index !== draggedIndex && middle < x).length;
}

/** The next transition in the list, round again after the last (the timeline's button cycles). */
export function nextTransition(current: SceneTransition): SceneTransition {
  const index = SCENE_TRANSITIONS.indexOf(current);
  return SCENE_TRANSITIONS[(index + 1) % SCENE_TRANSITIONS.length]!;
}

export function withTransition(scenes: DraftScene[], id: string, transition: SceneTransition): DraftScene[] {
  return scenes.map((s) => (s.id === id ? { ...s, transition } : s));
}
