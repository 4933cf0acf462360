import { IMAGE_COST } from '@forja/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { generateImage } from '../api/generate-image';
import { invalidateCredits } from '../api/get-credits';
import { suggestImagePrompt } from '../api/suggest-image-prompt';
import { hasContent, IDLE_RUN, type ArticleDraft } from '../model/article-draft';
import { getDraft, updateDraft, updateDraftOf } from '../model/draft-store';
import { sanitizeHtml } from '../model/sanitize-html';
import { toStoredError } from '../model/stored-error';
import { once, type WizardContext } from './context';
import { ensureCredits, isInsufficientCredits, showInsufficientFromError } from './credits';
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
      const { prompt } = await suggestImagePrompt({
        title: draft.title.trim(),
        content: sanitizeHtml(draft.generatedContent),
      });
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
  if (!(await ensureCredits(ctx, IMAGE_COST))) return;
  const { draftId } = draft;
  await once(ctx.userId, 'image', async () => {
    updateDraft(ctx.userId, {
      showImageForm: false,
      image: { status: 'running', startedAt: Date.now(), error: null },
    });
    try {
      const result = await generateImage({
        prompt,
        resolution: draft.imageResolution,
        style: draft.imageStyle,
        mood: draft.imageMood,
      });
      const applied = updateDraftOf(ctx.userId, draftId, imageResult(result, prompt, result.generationId));
      void invalidateCredits(ctx.queryClient);
      if (applied) attachImage(ctx.userId, ctx.queryClient);
    } catch (error) {
      if (isInsufficientCredits(error)) {
        updateDraftOf(ctx.userId, draftId, { image: IDLE_RUN, showImageForm: true });
        showInsufficientFromError(ctx, error, IMAGE_COST);
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
