import { articleOutputSchema, type GenerationRecord } from '@forja/contracts';
import { toast } from '@/lib/toast';
import { i18n } from '@/lib/i18n';
import { isApiRequestError, CONNECTION_FAILED } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { once } from '@/lib/wizard/in-flight';
import { generationError, toStoredError } from '@/lib/wizard/stored-error';
import type { GenerationHandle } from '@/lib/wizard/use-generation';
import { articleInput, hasContent, IDLE_RUN, inputKey, type ArticleDraft } from '../model/article-draft';
import { articleResult } from '../model/article-result';
import { getDraft, updateDraft, updateDraftOf } from '../model/draft-store';
import { addVersion } from '../model/versions';
import type { WizardContext } from './context';
import { findLostArticle } from './recover';

/*
 * The article is a queued generation (POST /api/generations answers 202): starting it keeps
 * its id in the draft (pendingGenerationId) and useGeneration follows it, here or after a
 * reload, until applyFinishedArticle takes its result.
 */

const t = i18n.t.bind(i18n);

/** What a new article replaces: the previous one's save state and its image. */
export const FRESH_RESULT: Partial<ArticleDraft> = {
  edited: false,
  savedArticleId: null,
  savedTitle: null,
  savedContent: null,
  savedMetaDescription: null,
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

export type ArticleGeneration = GenerationHandle<'article'>;

/**
 * Leaving step 3 (or retrying on step 4): checks the credits, then starts the article. The
 * same inputs as the article the wizard already holds just show it again, unless `force`
 * (generate again) is set, so Back and forward never pay twice by accident. The previous
 * article stays until the new one arrives; it stays reachable in the versions list after.
 */
export async function startArticle(
  ctx: WizardContext,
  generation: ArticleGeneration,
  { force = false } = {},
): Promise<void> {
  const draft = getDraft(ctx.userId);
  const key = inputKey(draft);
  if (!force && draft.generatedFor === key && hasContent(draft)) {
    updateDraft(ctx.userId, { step: 4 });
    return;
  }
  if (draft.article.status === 'running' || draft.pendingGenerationId) return;
  const { draftId } = draft;
  await once(ctx.userId, 'article', async () => {
    const result = await generation.start(articleInput(draft), {
      beforeStart: () =>
        updateDraftOf(ctx.userId, draftId, {
          step: 4,
          // The previous failure stays with the run: the 'very long' hint reads it.
          article: { status: 'running', startedAt: Date.now(), error: draft.article.error },
        }),
    });
    if (result.outcome === 'started') {
      updateDraftOf(ctx.userId, draftId, { pendingGenerationId: result.record.id });
      return;
    }
    if (result.outcome === 'refused') {
      // Refused before anything started: back to the options, as if the check had said no.
      if (result.afterBeforeStart)
        updateDraftOf(ctx.userId, draftId, (d) => ({ article: IDLE_RUN, step: d.step === 4 ? 3 : d.step }));
      return;
    }
    const { error } = result;
    // No answer is not a failure yet: the server may have started it before the line dropped.
    if (isApiRequestError(error) && error.code === CONNECTION_FAILED) {
      const found = await findLostArticle(ctx.userId, draftId);
      if (found) return void updateDraftOf(ctx.userId, draftId, { pendingGenerationId: found });
    }
    updateDraftOf(ctx.userId, draftId, {
      article: { status: 'failed', startedAt: null, error: toStoredError(error) },
    });
    toast.error(t('article-wizard:generate.errorToast'), {
      id: 'article-generation',
      description: errorMessage(t, error, 'article-wizard:generate.failed'),
    });
  });
}

/**
 * A followed article generation finished: its result becomes the draft's article (a new
 * version), its failure the step's error, a cancel goes back to the options. Only the
 * generation the draft waits for counts, so a repeated call changes nothing.
 */
export function applyFinishedArticle(userId: string, record: GenerationRecord): void {
  const draft = getDraft(userId);
  if (draft.pendingGenerationId !== record.id) return;
  if (record.status === 'succeeded') {
    const output = articleOutputSchema.safeParse(record.output);
    if (output.success) {
      updateDraft(userId, (d) => ({
        ...FRESH_RESULT,
        ...articleResult(output.data, record.id),
        pendingGenerationId: null,
        generatedFor: inputKey(d),
        versions: addVersion(d, record),
      }));
      return;
    }
  }
  if (record.status === 'cancelled') {
    updateDraft(userId, (d) => ({
      pendingGenerationId: null,
      article: IDLE_RUN,
      step: d.step === 4 && !hasContent(d) ? 3 : d.step,
    }));
    toast.info(t('wizard:progress.cancelled'), { id: 'article-generation' });
    return;
  }
  updateDraft(userId, {
    pendingGenerationId: null,
    article: { status: 'failed', startedAt: null, error: generationError(record.error) },
  });
}
