import { useCallback, useEffect, useState } from 'react';
import { isIdeaLongEnough, type Article } from '@forja/contracts';
import { useGeneration } from '@/lib/wizard/use-generation';
import { useStudioSteps } from '@/lib/wizard/use-studio-steps';
import { applyFinishedArticle, startArticle } from '../actions/article';
import { attachImage, backToImageForm, startImage, suggestPrompt } from '../actions/image';
import { recoverDraft } from '../actions/recover';
import { processIdea } from '../actions/titles';
import { showVersion } from '../actions/versions';
import { hasContent, hasUnsavedChanges, IDLE_RUN, type ArticleDraft } from '../model/article-draft';
import { resetDraft, updateDraft } from '../model/draft-store';
import { draftFromSavedArticle } from '../model/saved-article';
import { buttonRules, LAST_STEP } from '../model/wizard-steps';
import { interfaceArticleLanguage, useArticleDraft, useWizardContext } from './use-article-draft';
import { useSaver } from './use-saver';

/**
 * Whether the current step waits on a request (the buttons' 'loading'). On the image step
 * that includes attaching the new image to the saved article, so Finish cannot cut it off.
 */
function stepLoading(d: ArticleDraft, saving = false): boolean {
  switch (d.step) {
    case 1:
      return d.titles.status === 'running';
    case 3:
    case 4:
      return d.article.status === 'running' || d.pendingGenerationId !== null;
    case 6:
      return d.image.status === 'running' || d.promptSuggestion.status === 'running' || saving;
    default:
      return false;
  }
}

/**
 * What the page asks before doing: finishing with an unsaved article, replacing an edited
 * one, or opening a library article over an unsaved one.
 */
export type PendingConfirm = 'finish' | 'regenerate' | { version: string } | { open: Article } | null;

/** The wizard's state and what its buttons do (docs/product/article-studio.md, Steps and buttons). */
export function useArticleWizard() {
  const { userId, draft, update } = useArticleDraft();
  const ctx = useWizardContext(userId);
  const saver = useSaver(userId);
  const [checkingCredits, setCheckingCredits] = useState(false);
  const [confirm, setConfirm] = useState<PendingConfirm>(null);
  const generation = useGeneration('article', {
    id: draft.pendingGenerationId,
    onFinished: (record) => applyFinishedArticle(userId, record),
  });

  useEffect(() => recoverDraft(userId, ctx.queryClient), [userId, ctx.queryClient]);

  const loading = stepLoading(draft, saver.state !== 'idle') || checkingCredits;
  const rules = buttonRules({ step: draft.step, loading, hasContent: hasContent(draft), idea: draft.idea });
  const unsaved = hasContent(draft) && hasUnsavedChanges(draft);

  const generate = (force: boolean) => {
    setCheckingCredits(true);
    void startArticle(ctx, generation, { force }).finally(() => setCheckingCredits(false));
  };

  const finish = () => resetDraft(userId, interfaceArticleLanguage());
  const openSaved = (article: Article) => updateDraft(userId, draftFromSavedArticle(article));

  const steps = useStudioSteps({
    draft,
    update,
    stepCount: LAST_STEP,
    // The article starts through startArticle (an unchanged article is shown again, not paid twice).
    run: { generation, step: 4, reset: {} },
    busy: loading,
    backLocked: rules.backDisabled,
    forwardBlocked: rules.forwardDisabled,
    forward: {
      1: { valid: () => isIdeaLongEnough(draft.idea), go: () => void processIdea(ctx) },
      2: { valid: () => draft.title.trim() !== '' },
      3: { go: () => generate(false) },
      [LAST_STEP]: { go: () => (unsaved ? setConfirm('finish') : finish()) },
    },
    // Back clears the errors of the step being left.
    onBack: () => ({
      titles: draft.titles.status === 'failed' ? IDLE_RUN : draft.titles,
      image: draft.image.status === 'failed' ? IDLE_RUN : draft.image,
    }),
  });

  const onSuggest = useCallback((force: boolean) => void suggestPrompt(ctx, { force }), [ctx]);

  /** Runs what the user confirmed. */
  const confirmed = () => {
    const pending = confirm;
    setConfirm(null);
    if (pending === 'finish') finish();
    else if (pending === 'regenerate') generate(true);
    else if (pending && 'open' in pending) openSaved(pending.open);
    else if (pending) void showVersion(userId, ctx.queryClient, pending.version);
  };

  return {
    ...steps,
    draft,
    update,
    loading,
    unsaved,
    generation,
    saver,
    confirm,
    confirmed,
    dismissConfirm: () => setConfirm(null),
    retryArticle: () => generate(true),
    generateAgain: () => (draft.edited ? setConfirm('regenerate') : generate(true)),
    showVersion: (id: string) =>
      unsaved && draft.edited ? setConfirm({ version: id }) : void showVersion(userId, ctx.queryClient, id),
    cancelArticle: generation.cancel,
    /** A library article into the editor; an unsaved article in the way is asked about first. */
    openSaved: (article: Article) =>
      draft.savedArticleId === article.id
        ? undefined
        : unsaved
          ? setConfirm({ open: article })
          : openSaved(article),
    onSuggest,
    generateImage: () => void startImage(ctx),
    regenerateImage: () => backToImageForm(userId),
    retryAttach: () => attachImage(userId, ctx.queryClient),
  };
}

export type ArticleWizard = ReturnType<typeof useArticleWizard>;
