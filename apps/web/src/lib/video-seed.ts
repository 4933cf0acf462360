import {
  IDEA_MAX_LENGTH,
  SCENE_TEXT_MAX_LENGTH,
  SCENE_TEXT_MIN_LENGTH,
  TITLE_MAX_LENGTH,
  VIDEO_SCENES_MAX,
  VIDEO_SCENES_MIN,
  type VideoScript,
} from '@forja/contracts';

/*
 * "Make a video from this script": the script studio and the scripts archive hand the video
 * studio a seed (idea, title, scenes) through the navigation's state; the studio turns it into
 * a new draft. The scenes are the script's main content sections, narrated as written, with
 * the visual note of the same place as the image prompt (else the section itself).
 */
export interface VideoSeed {
  idea: string;
  title: string;
  scenes: { imagePrompt: string; voiceOverText: string }[];
}

/** The key of the navigation state that carries a seed. */
export const VIDEO_SEED_STATE = 'videoSeed';

/** Cuts to the scene limits: at most 500 characters (on a word), padded past the 10-character minimum. */
function sceneText(text: string, fallback: string): string {
  let value = text.replace(/\s+/g, ' ').trim();
  if (value.length < SCENE_TEXT_MIN_LENGTH) value = `${fallback} ${value}`.trim();
  if (value.length < SCENE_TEXT_MIN_LENGTH) value = value.padEnd(SCENE_TEXT_MIN_LENGTH, '.');
  if (value.length <= SCENE_TEXT_MAX_LENGTH) return value;
  const cut = value.slice(0, SCENE_TEXT_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > SCENE_TEXT_MAX_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

export function videoSeedFromScript(idea: string, script: VideoScript): VideoSeed {
  const title = (script.title.trim() || idea.trim()).slice(0, TITLE_MAX_LENGTH);
  // Too few sections: the hook, introduction and call to action narrate too (in script order).
  let narration = script.main_content.map((s) => s.trim()).filter(Boolean);
  if (narration.length < VIDEO_SCENES_MIN) {
    narration = [script.hook, script.introduction, ...narration, script.call_to_action]
      .map((s) => s.trim())
      .filter(Boolean);
  }
  const scenes: VideoSeed['scenes'] = narration.slice(0, VIDEO_SCENES_MAX).map((text, i) => ({
    voiceOverText: sceneText(text, title),
    imagePrompt: sceneText(script.visual_notes[i] ?? `${title}: ${text}`, title),
  }));
  while (scenes.length < VIDEO_SCENES_MIN) {
    scenes.push({ voiceOverText: sceneText(title, idea), imagePrompt: sceneText(title, idea) });
  }
  return { idea: (idea.trim() || title).slice(0, IDEA_MAX_LENGTH), title, scenes };
}
