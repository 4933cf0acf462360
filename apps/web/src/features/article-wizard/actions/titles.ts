import { isIdeaLongEnough, titleIdeasOutputSchema } from '@forja/contracts';
import { isApiRequestError } from '@/lib/api-client';
import { startGeneration } from '@/lib/api/generations';
import { once } from '@/lib/wizard/in-flight';
import { toStoredError } from '@/lib/wizard/stored-error';
import { IDLE_RUN } from '../model/article-draft';
import { getDraft, updateDraft, updateDraftOf } from '../model/draft-store';
import type { WizardContext } from './context';

/**
 * Step 1 -> 2: asks for title ideas (free, answered at once) and moves on when they arrive
 * (the step needs a successful idea-processing call). An unchanged idea keeps its
 * titles. When the provider finds none, step 2 offers a free title field instead.
 */
export async function processIdea(ctx: WizardContext): Promise<void> {
  const draft = getDraft(ctx.userId);
  const idea = draft.idea.trim();
  if (!isIdeaLongEnough(idea)) return;
  if (draft.titlesForIdea === idea) {
    updateDraft(ctx.userId, { step: 2, titles: IDLE_RUN });
    return;
  }
  const { draftId } = draft;
  await once(ctx.userId, 'titles', async () => {
    updateDraft(ctx.userId, { titles: { status: 'running', startedAt: Date.now(), error: null } });
    try {
      const record = await startGeneration('titleIdeas', { idea, language: draft.language });
      arrive(titleIdeasOutputSchema.parse(record.output).titles);
    } catch (error) {
      if (isApiRequestError(error) && error.code === 'NO_TITLES') return arrive([]);
      updateDraftOf(ctx.userId, draftId, {
        titles: { ...IDLE_RUN, status: 'failed', error: toStoredError(error) },
      });
    }
  });

  function arrive(titles: string[]) {
    updateDraftOf(ctx.userId, draftId, (d) => ({
      suggestedTitles: titles,
      // The first suggestion is selected; without suggestions a title typed earlier stays.
      title: titles[0] ?? (d.suggestedTitles.includes(d.title) ? '' : d.title),
      titlesForIdea: idea,
      titles: IDLE_RUN,
      // Only move on if the user is still waiting on step 1 for this idea.
      ...(d.step === 1 && d.idea.trim() === idea ? { step: 2 as const } : {}),
    }));
  }
}
