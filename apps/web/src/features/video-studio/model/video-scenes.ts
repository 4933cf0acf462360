import { z } from 'zod';
import {
  CLIP_FITS,
  DEFAULT_SCENE_TRANSITION,
  GENERATED_SCENE_MEDIA,
  MEDIA_TYPES,
  SCENE_KEYWORDS_MAX,
  SCENE_TRANSITIONS,
  SECONDS_PER_SCENE_MAX,
  SECONDS_PER_SCENE_MIN,
  VOICES,
  SCENE_TEXT_MAX_LENGTH,
  SCENE_TEXT_MIN_LENGTH,
  VIDEO_SCENES_MAX,
  VIDEO_SCENES_MIN,
  type Scene,
} from '@forja/contracts';
import { newDraftId } from '@/lib/wizard/draft-store';

/* The scenes step's edits, each a pure function returning a new list. */

/** Where a draft scene's picture comes from (contracts' sceneMediaSchema, read leniently from storage). */
export const draftSceneMediaSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('generated') }),
    z.object({ kind: z.literal('archive'), imageId: z.string() }),
    z.object({
      kind: z.literal('media'),
      mediaId: z.string(),
      startSeconds: z.number().min(0).catch(0),
      fit: z.enum(CLIP_FITS).catch('loop'),
    }),
  ])
  .catch(GENERATED_SCENE_MEDIA);
export type DraftSceneMedia = z.infer<typeof draftSceneMediaSchema>;

/**
 * What the scene card shows of a chosen archive image or media item without asking the server
 * again (a reload keeps it): its picture, name, type and, for a clip, its length.
 */
export const mediaPreviewSchema = z.object({
  url: z.string(),
  posterUrl: z.string(),
  name: z.string(),
  type: z.enum(MEDIA_TYPES),
  durationSeconds: z.number().nullable(),
  /** Stock picks: 'Photo by … on Pexels'. */
  credit: z.string().nullable().catch(null),
});
export type MediaPreview = z.infer<typeof mediaPreviewSchema>;

/** One scene of the draft: what the render sends, plus a previewed image. */
export const draftSceneSchema = z.object({
  id: z.string().min(1),
  imagePrompt: z.string(),
  voiceOverText: z.string(),
  /** A previewed image the render reuses; cleared when the image prompt changes. */
  imageFileId: z.string().optional(),
  imageUrl: z.string().optional(),
  /** Stock search words (written with the scene, editable). */
  keywords: z.array(z.string()).max(SCENE_KEYWORDS_MAX).catch([]),
  media: draftSceneMediaSchema,
  mediaPreview: mediaPreviewSchema.optional().catch(undefined),
  /** Absent: the video's seconds per scene and voice. */
  seconds: z.number().int().min(SECONDS_PER_SCENE_MIN).max(SECONDS_PER_SCENE_MAX).optional().catch(undefined),
  voice: z.enum(VOICES).optional().catch(undefined),
  transition: z.enum(SCENE_TRANSITIONS).catch(DEFAULT_SCENE_TRANSITION),
});
export type DraftScene = z.infer<typeof draftSceneSchema>;

/** A new draft scene from a written one: generated picture, the video's seconds and voice. */
export const withIds = (
  scenes: (Pick<Scene, 'imagePrompt' | 'voiceOverText'> & { keywords?: string[] })[],
): DraftScene[] =>
  scenes.map((s) => ({
    id: newDraftId(),
    imagePrompt: s.imagePrompt,
    voiceOverText: s.voiceOverText,
    keywords: s.keywords ?? [],
    media: GENERATED_SCENE_MEDIA,
    transition: DEFAULT_SCENE_TRANSITION,
  }));

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
