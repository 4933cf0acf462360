import type { VideoScript } from '@forja/contracts';

/*
 * The script's main content sections are its scenes: the result step edits them before the
 * script is saved. Pure functions, each returning a new script.
 */
export const setScene = (s: VideoScript, index: number, text: string): VideoScript => ({
  ...s,
  main_content: s.main_content.map((scene, i) => (i === index ? text : scene)),
});

export const addScene = (s: VideoScript, text: string): VideoScript => ({
  ...s,
  main_content: [...s.main_content, text],
});

export const removeScene = (s: VideoScript, index: number): VideoScript => ({
  ...s,
  main_content: s.main_content.filter((_, i) => i !== index),
});

/** Moves a scene one place up (-1) or down (+1); out of range changes nothing. */
export function moveScene(s: VideoScript, index: number, by: -1 | 1): VideoScript {
  const target = index + by;
  if (target < 0 || target >= s.main_content.length) return s;
  const scenes = [...s.main_content];
  [scenes[index], scenes[target]] = [scenes[target]!, scenes[index]!];
  return { ...s, main_content: scenes };
}

/** Scenes left empty by editing are not saved. */
export const withoutEmptyScenes = (s: VideoScript): VideoScript => ({
  ...s,
  main_content: s.main_content.map((scene) => scene.trim()).filter((scene) => scene !== ''),
});
