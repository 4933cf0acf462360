import { DEFAULT_SCENE_TRANSITION, type SceneTransition } from '@forja/contracts';
import { FRAME_RATE } from './presets.js';
import type { RenderScene, SceneVisual } from './video-renderer.js';

/**
 * Where each scene sits in the finished video, and where each narrated word is heard.
 *
 * Scenes follow each other without gaps: scene i starts where scene i-1 ends. Transitions are
 * centred on the boundaries (each borrows half its length from each side), so they never move a
 * scene's start, and the narration and subtitle times below hold whatever the transitions are.
 */

/** Silence a narration leaves before the next scene starts, when the scene has room for it. */
export const NARRATION_PAUSE_SECONDS = 0.4;
/**
 * A narration longer than its scene is spoken up to this much faster to fit (still natural);
 * what is still too long is cut at the scene's end (the speech layer keeps narrations within
 * what was paid for, so that is rare).
 */
export const MAX_NARRATION_TEMPO = 1.25;
/** Length of the transition between two scenes (whole frames: TRANSITION_HALF_FRAMES each side). */
export const TRANSITION_SECONDS = 0.5;
/** Frames on each side of a scene boundary that a transition takes. */
export const TRANSITION_HALF_FRAMES = Math.round((TRANSITION_SECONDS * FRAME_RATE) / 2);
/** No scene is shorter than this, whatever its narration says. */
export const MIN_SCENE_SECONDS = 1;

export interface TimedScene {
  index: number;
  /** What the scene shows: a still or a clip on disk. */
  visual: SceneVisual;
  /** Seconds from the start of the video, on a frame boundary. */
  start: number;
  duration: number;
  frames: number;
  narration?: RenderScene['narration'];
  /** How much faster than recorded the narration is played (1: as recorded). */
  tempo: number;
  /** How this scene hands over to the next: the last scene's is always 'cut' (nothing follows). */
  transition: SceneTransition;
  /** Frames a transition borrows from the start of this scene (0 after a cut). */
  overlapBefore: number;
  /** Frames a transition borrows from its end (0 before a cut). */
  overlapAfter: number;
}

export interface Timeline {
  scenes: TimedScene[];
  /** Seconds. */
  total: number;
  frames: number;
}

/** A narrated word at its absolute time in the video (seconds). */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
  scene: number;
  /** End of the word's scene: subtitles never outlive their scene. */
  sceneEnd: number;
}

/**
 * Every scene lasts the seconds the user chose (and paid for), narrated or not: a shorter
 * narration is followed by silence while the picture stays, a longer one is paced (below).
 */
export function sceneSeconds(scene: RenderScene): number {
  return Math.max(MIN_SCENE_SECONDS, scene.seconds);
}

/** How much faster a narration plays so that it ends a pause before its scene does (1 when it fits). */
export function narrationTempo(narrationSeconds: number, sceneDuration: number): number {
  const room = Math.max(sceneDuration - NARRATION_PAUSE_SECONDS, sceneDuration / 2);
  if (narrationSeconds <= room) return 1;
  return Math.min(MAX_NARRATION_TEMPO, Math.ceil((narrationSeconds / room) * 1000) / 1000);
}

export function buildTimeline(scenes: RenderScene[]): Timeline {
  if (scenes.length === 0) throw new Error('A video needs at least one scene.');
  let frames = 0;
  const transitions = scenes.map((scene, index) =>
    index === scenes.length - 1 ? 'cut' : (scene.transition ?? DEFAULT_SCENE_TRANSITION),
  );
  const timed = scenes.map((scene, index): TimedScene => {
    // Whole frames, so video and audio boundaries agree exactly.
    const sceneFrames = Math.round(sceneSeconds(scene) * FRAME_RATE);
    const duration = sceneFrames / FRAME_RATE;
    const item: TimedScene = {
      index,
      visual: scene.visual,
      start: frames / FRAME_RATE,
      duration,
      frames: sceneFrames,
      narration: scene.narration,
      tempo: scene.narration ? narrationTempo(scene.narration.durationMs / 1000, duration) : 1,
      transition: transitions[index]!,
      overlapBefore: index > 0 && transitions[index - 1] !== 'cut' ? TRANSITION_HALF_FRAMES : 0,
      overlapAfter: transitions[index] !== 'cut' ? TRANSITION_HALF_FRAMES : 0,
    };
    frames += sceneFrames;
    return item;
  });
  return { scenes: timed, total: frames / FRAME_RATE, frames };
}

/**
 * Every narrated word with its time in the video: its scene's start plus its time in the
 * scene's audio (as paced); words past the scene's end are not heard, so not shown.
 */
export function timedWords(timeline: Timeline): TimedWord[] {
  const words: TimedWord[] = [];
  for (const scene of timeline.scenes) {
    const sceneEnd = scene.start + scene.duration;
    const at = (ms: number) => scene.start + ms / 1000 / scene.tempo;
    for (const word of scene.narration?.words ?? []) {
      const text = word.text.trim();
      if (!text) continue;
      const start = Math.min(at(word.startMs), sceneEnd);
      const end = Math.min(Math.max(at(word.endMs), start), sceneEnd);
      if (end <= start) continue;
      words.push({ text, start, end, scene: scene.index, sceneEnd });
    }
  }
  return words;
}
