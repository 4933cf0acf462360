import { FRAME_RATE } from './presets.js';
import type { RenderScene } from './video-renderer.js';

/**
 * Where each scene sits in the finished video, and where each narrated word is heard.
 *
 * Scenes follow each other without gaps: scene i starts where scene i-1 ends. Transitions are
 * centred on the boundaries (the cross-fade borrows half its length from each side), so they
 * never move a scene's start, and the narration and subtitle times below hold for both the
 * xfade and the fade-through-black graphs.
 */

/** Silence after a scene's narration before the next scene starts. */
export const NARRATION_PAUSE_SECONDS = 0.4;
/** Length of the transition between two scenes. */
export const TRANSITION_SECONDS = 0.5;
/** No scene is shorter than this, whatever its narration says. */
export const MIN_SCENE_SECONDS = 1;

export interface TimedScene {
  index: number;
  imagePath: string;
  /** Seconds from the start of the video, on a frame boundary. */
  start: number;
  duration: number;
  frames: number;
  narration?: RenderScene['narration'];
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

/** A narrated scene lasts as long as its audio plus a short pause; a silent one its seconds. */
export function sceneSeconds(scene: RenderScene): number {
  const wanted = scene.narration
    ? scene.narration.durationMs / 1000 + NARRATION_PAUSE_SECONDS
    : scene.seconds;
  return Math.max(MIN_SCENE_SECONDS, wanted);
}

export function buildTimeline(scenes: RenderScene[]): Timeline {
  if (scenes.length === 0) throw new Error('A video needs at least one scene.');
  let frames = 0;
  const timed = scenes.map((scene, index): TimedScene => {
    // Whole frames, so video and audio boundaries agree exactly.
    const sceneFrames = Math.round(sceneSeconds(scene) * FRAME_RATE);
    const item: TimedScene = {
      index,
      imagePath: scene.imagePath,
      start: frames / FRAME_RATE,
      duration: sceneFrames / FRAME_RATE,
      frames: sceneFrames,
      narration: scene.narration,
    };
    frames += sceneFrames;
    return item;
  });
  return { scenes: timed, total: frames / FRAME_RATE, frames };
}

/** Every narrated word with its time in the video: its scene's start plus its time in the scene's audio. */
export function timedWords(timeline: Timeline): TimedWord[] {
  const words: TimedWord[] = [];
  for (const scene of timeline.scenes) {
    const sceneEnd = scene.start + scene.duration;
    for (const word of scene.narration?.words ?? []) {
      const text = word.text.trim();
      if (!text) continue;
      const start = Math.min(scene.start + word.startMs / 1000, sceneEnd);
      const end = Math.min(Math.max(scene.start + word.endMs / 1000, start), sceneEnd);
      if (end <= start) continue;
      words.push({ text, start, end, scene: scene.index, sceneEnd });
    }
  }
  return words;
}
