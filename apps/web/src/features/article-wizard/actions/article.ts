import { toast } from '@/lib/toast';
import { ARTICLE_COST } from '@forja/contracts';
import { i18n } from '@/lib/i18n';
import { isApiRequestError, NETWORK_ERROR } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { generateArticle } from '../api/generate-article';
import { invalidateCredits } from '../api/get-credits';
import { hasContent, IDLE_RUN, inputKey, type ArticleDraft } from '../model/article-draft';
import { getDraft, updateDraft, updateDraftOf } from '../model/draft-store';
import { toStoredError } from '../model/stored-error';
import { articleResult } from '../model/article-result';
import { once, type WizardContext } from './context';
import { followLostArticle } from './recover';
import { ensureCredits, isInsufficientCredits, showInsufficientFromError } from './credits';

/** What a new article replaces: the previous one, its save state and its image. */
const FRESH_RESULT: Partial<ArticleDraft> = {
  generatedContent: '',
  metaDescription: '',
  tags: [],
  generationId: null,
  generatedFor: null,
  savedArticleId: null,
  savedTitle: null,
  savedContent: null,
  savedImageFileId: null,
  imagePrompt: '',
  imagePromptFor: null,
  promptSuggestion: IDLE_RUN,
  imageFileId: null,
  generatedImageUrl: null,
  generatedImagePrompt: null,
  imageGenerationId: null,
  showImageForm: true,
  image: IDLE_RUN,
};

/**
 * Leaving step 3 (or retrying on step 4): checks the credits, then generates the article.
 * The same inputs as the article the wizard already holds just show it again, unless
 * `force` (generate again) is set, so Back and forward never pay twice by accident.
 */
export async function startArticle(ctx: WizardContext, { force = false } = {}): Promise<void> {
  const draft = getDraft(ctx.userId);
  const key = inputKey(draft);
  if (!force && draft.generatedFor === key && hasContent(draft)) {
    updateDraft(ctx.userId, { step: 4 });
    return;
  }
  if (draft.article.status === 'running') return;
  if (!(await ensureCredits(ctx, ARTICLE_COST))) return;

  const { draftId } = draft;
  await once(ctx.userId, 'article', async () => {
    updateDraft(ctx.userId, {
      ...FRESH_RESULT,
      step: 4,
      // The previous failure stays with the run: the 'very long' hint reads it.
      article: { status: 'running', startedAt: Date.now(), error: draft.article.error },
    });
    try {
      const result = await generateArticle({
        idea: draft.idea.trim(),
        title: draft.title.trim(),
        tone: draft.tone,
        wordCount: draft.wordCount,
        language: draft.language,
        audience: draft.audience,
      });
      updateDraftOf(ctx.userId, draftId, {
        ...articleResult(result, result.generationId),
        generatedFor: key,
      });
      void invalidateCredits(ctx.queryClient);
    } catch (error) {
      if (isInsufficientCredits(error)) {
        // Refused before anything started: back to the options, as if the check had said no.
        updateDraftOf(ctx.userId, draftId, (d) => ({ article: IDLE_RUN, step: d.step === 4 ? 3 : d.step }));
        showInsufficientFromError(ctx, error, ARTICLE_COST);
        return;
      }
      // No answer is not a failure yet: the article may be on its way, or done, on the server.
      if (isApiRequestError(error) && error.code === NETWORK_ERROR) {
        if (await followLostArticle(ctx.userId, ctx.queryClient, draftId)) return;
      }
      updateDraftOf(ctx.userId, draftId, {
        article: { status: 'failed', startedAt: null, error: toStoredError(error) },
      });
      const t = i18n.t.bind(i18n);
      toast.error(t('article-wizard:generate.errorToast'), {
        id: 'article-generation',
        description: errorMessage(t, error, 'article-wizard:generate.failed'),
      });
    }
  });
}
