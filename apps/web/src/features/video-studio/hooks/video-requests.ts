import { type GenerationRecord, type Scene } from '@forja/contracts';
import { ApiRequestError, isApiRequestError } from '@/lib/api-client';
import { startGeneration } from '@/lib/api/generations';
import { once } from '@/lib/wizard/in-flight';
import { toStoredError } from '@/lib/wizard/stored-error';
import { scenesInput, scenesKey, titleIdeasInput, videoDraftStore } from '../model/video-draft';
import { withIds } from '../model/video-scenes';

/*
 * The two free steps before the render: title ideas (entering step 2) and scenes (entering
 * step 4). Both answer inside the request; the answer lands in the draft it was asked for, even
 * when the user has left the page meanwhile, and moves on only if the user still waits there.
 */

/** Step 1 -> 2. An unchanged idea keeps its suggestions; none found offers a free title field. */
export function requestTitles(userId: string): Promise<boolean> {
  const draft = videoDraftStore.get(userId);
  const idea = draft.idea.trim();
  if (draft.titlesForIdea === idea) {
    videoDraftStore.update(userId, { step: 2, error: null });
    return Promise.resolve(true);
  }
  const arrive = (titles: string[], record: GenerationRecord | null) =>
    videoDraftStore.updateOf(userId, draft.draftId, (d) => ({
      suggestedTitles: titles,
      title: titles[0] ?? (d.suggestedTitles.includes(d.title) ? '' : d.title),
      titlesForIdea: idea,
      titlesGenerationId: record?.id ?? null,
      error: null,
      ...(d.step === 1 && d.idea.trim() === idea ? { step: 2 as const } : {}),
    }));
  return once(userId, 'video-titles', async () => {
    try {
      const record = await startGeneration('videoTitleIdeas', titleIdeasInput(draft));
      arrive((record.output as { titles: string[] }).titles, record);
    } catch (error) {
      if (isApiRequestError(error) && error.code === 'NO_TITLES') return void arrive([], null);
      videoDraftStore.updateOf(userId, draft.draftId, { error: toStoredError(error) });
    }
  });
}

/** Step 3 -> 4: scenes for the title and options; moves on only when scenes came back. */
export function requestScenes(userId: string): Promise<boolean> {
  const draft = videoDraftStore.get(userId);
  const key = scenesKey(draft);
  if (draft.scenes.length > 0 && (draft.scenesFor === key || draft.scenesFor === 'script')) {
    videoDraftStore.update(userId, { step: 4, error: null });
    return Promise.resolve(true);
  }
  return once(userId, 'video-scenes', async () => {
    try {
      const record = await startGeneration('videoScenes', scenesInput(draft));
      const scenes = (record.output as { scenes: Scene[] }).scenes;
      if (scenes.length === 0)
        throw new ApiRequestError({ status: 0, code: 'NO_SCENES', message: 'No scenes received' });
      videoDraftStore.updateOf(userId, draft.draftId, (d) => ({
        scenes: withIds(scenes),
        scenesFor: key,
        error: null,
        ...(d.step === 3 ? { step: 4 as const } : {}),
      }));
    } catch (error) {
      videoDraftStore.updateOf(userId, draft.draftId, { error: toStoredError(error) });
    }
  });
}
