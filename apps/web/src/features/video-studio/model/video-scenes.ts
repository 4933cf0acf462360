import { z } from 'zod';
import {
  SCENE_TEXT_MAX_LENGTH,
  SCENE_TEXT_MIN_LENGTH,
  VIDEO_SCENES_MAX,
  VIDEO_SCENES_MIN,
  type Scene,
} from '@forja/contracts';
import { newDraftId } from '@/lib/wizard/draft-store';

/* The scenes step's edits, each a pure function returning a new list. */

/** One scene of the draft: what the render sends, plus a previewed image. */
export const draftSceneSchema = z.object({
  id: z.string().min(1),
  imagePrompt: z.string(),
  voiceOverText: z.string(),
  /** A previewed image the render reuses; cleared when the image prompt changes. */
  imageFileId: z.string().optional(),
  imageUrl: z.string().optional(),
});
export type DraftScene = z.infer<typeof draftSceneSchema>;

export const withIds = (scenes: Pick<Scene, 'imagePrompt' | 'voiceOverText'>[]): DraftScene[] =>
  scenes.map((s) => ({ imagePrompt: s.imagePrompt, voiceOverText: s.voiceOverText, id: newDraftId() }));

export const replaceScene = (scenes: DraftScene[], next: DraftScene): DraftScene[] =>
  scenes.map((s) => (s.id === next.id ? next : s));

export const removeScene = (scenes: DraftScene[], id: string): DraftScene[] =>
  scenes.length <= VIDEO_SCENES_MIN ? scenes : scenes.filter((s) => s.id !== id);

export const canAddScene = (scenes: DraftScene[]) => scenes.length < VIDEO_SCENES_MAX;
export const canRemoveScene = (scenes: DraftScene[]) => scenes.length > VIDEO_SCENES_MIN;

/** Moves a scene one place up (-1) or down (+1); out of range changes nothing. */
export function moveScene(scenes: DraftScene[], id: string, by: -1 | 1): DraftScene[] {
  const index = scenes.findIndex((s) => s.id === id);
  const target = index + by;
  if (index < 0 || target < 0 || target >= scenes.length) return scenes;
  const next = [...scenes];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A scene text has 10 to 500 characters after trimming (validation key scene_text_length). */
export function isSceneTextValid(text: string): boolean {
  const length = text.trim().length;
  return length >= SCENE_TEXT_MIN_LENGTH && length <= SCENE_TEXT_MAX_LENGTH;
}

export const isSceneValid = (s: Pick<DraftScene, 'imagePrompt' | 'voiceOverText'>) =>
  isSceneTextValid(s.imagePrompt) && isSceneTextValid(s.voiceOverText);
