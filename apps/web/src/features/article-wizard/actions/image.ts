import {
  generationCost,
  imageOutputSchema,
  imagePromptOutputSchema,
  type ImageRequest,
} from '@forja/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateCredits } from '@/lib/api/credits';
import { startGeneration } from '@/lib/api/generations';
import { ensureCredits, isInsufficientCredits, showInsufficientFromError } from '@/lib/wizard/credit-check';
import { once } from '@/lib/wizard/in-flight';
import { toStoredError } from '@/lib/wizard/stored-error';
import { hasContent, IDLE_RUN, type ArticleDraft } from '../model/article-draft';
import { getDraft, updateDraft, updateDraftOf } from '../model/draft-store';
import { sanitizeHtml } from '../model/sanitize-html';
import type { WizardContext } from './context';
import { getSaver } from './save';

/** Step 6 opens with a prompt made from the article, once per article; `force` asks again. */
export async function suggestPrompt(ctx: WizardContext, { force = false } = {}): Promise<void> {
  const draft = getDraft(ctx.userId);
  if (!hasContent(draft) || draft.title.trim() === '') return;
  const articleKey = draft.generationId ?? draft.title;
  if (!force && (draft.imagePromptFor === articleKey || draft.imagePrompt.trim() !== '')) return;
  const { draftId } = draft;
  await once(ctx.userId, 'promptSuggestion', async () => {
    updateDraft(ctx.userId, { promptSuggestion: { status: 'running', startedAt: Date.now(), error: null } });
    try {
      const record = await startGeneration('imagePrompt', {
        title: draft.title.trim(),
        content: sanitizeHtml(draft.generatedContent),
      });
      const { prompt } = imagePromptOutputSchema.parse(record.output);
      updateDraftOf(ctx.userId, draftId, {
        imagePrompt: prompt,
        imagePromptFor: articleKey,
        promptSuggestion: IDLE_RUN,
      });
    } catch (error) {
      updateDraftOf(ctx.userId, draftId, {
        imagePromptFor: articleKey,
        promptSuggestion: { status: 'failed', startedAt: null, error: toStoredError(error) },
      });
    }
  });
}

/** The generated image as the draft keeps it. */
export function imageResult(
  output: { fileId: string; url: string; revisedPrompt?: string },
  prompt: string,
  generationId: string,
): Partial<ArticleDraft> {
  return {
    imageFileId: output.fileId,
    generatedImageUrl: output.url,
    generatedImagePrompt: output.revisedPrompt?.trim() || prompt,
    imageGenerationId: generationId,
    showImageForm: false,
    image: { ...IDLE_RUN, status: 'succeeded' },
  };
}

/** The image becomes the saved article's image (the article is saved first if it is not yet). */
export function attachImage(userId: string, queryClient: QueryClient): void {
  getSaver(userId, queryClient).saver.request();
}

export async function startImage(ctx: WizardContext): Promise<void> {
  const draft = getDraft(ctx.userId);
  const prompt = draft.imagePrompt.trim();
  if (!prompt || draft.image.status === 'running') return;
  const input: ImageRequest = {
    prompt,
    resolution: draft.imageResolution,
    style: draft.imageStyle,
    mood: draft.imageMood,
  };
  const cost = generationCost('image', input);
  if (!(await ensureCredits(ctx, cost))) return;
  const { draftId } = draft;
  await once(ctx.userId, 'image', async () => {
    updateDraft(ctx.userId, {
      showImageForm: false,
      image: { status: 'running', startedAt: Date.now(), error: null },
    });
    try {
      const record = await startGeneration('image', input);
      const output = imageOutputSchema.parse(record.output);
      const applied = updateDraftOf(ctx.userId, draftId, imageResult(output, prompt, record.id));
      void invalidateCredits(ctx.queryClient);
      if (applied) attachImage(ctx.userId, ctx.queryClient);
    } catch (error) {
      if (isInsufficientCredits(error)) {
        updateDraftOf(ctx.userId, draftId, { image: IDLE_RUN, showImageForm: true });
        showInsufficientFromError(ctx, error, cost);
        return;
      }
      updateDraftOf(ctx.userId, draftId, {
        image: { status: 'failed', startedAt: null, error: toStoredError(error) },
      });
    }
  });
}

/** Regenerate: back to the form with the prompt and options kept. */
export function backToImageForm(userId: string): void {
  updateDraft(userId, { showImageForm: true, image: IDLE_RUN });
}
