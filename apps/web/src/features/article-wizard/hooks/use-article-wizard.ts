import { useCallback, useEffect, useState } from 'react';
import { isIdeaLongEnough } from '@forja/contracts';
import { startArticle } from '../actions/article';
import { attachImage, backToImageForm, startImage, suggestPrompt } from '../actions/image';
import { recoverDraft } from '../actions/recover';
import { processIdea } from '../actions/titles';
import { hasContent, IDLE_RUN, type ArticleDraft } from '../model/article-draft';
import { resetDraft } from '../model/draft-store';
import { buttonRules, LAST_STEP, type StepNumber } from '../model/wizard-steps';
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
      return d.article.status === 'running';
    case 6:
      return d.image.status === 'running' || d.promptSuggestion.status === 'running' || saving;
    default:
      return false;
  }
}

/** The wizard's state and what its buttons do (docs/product/article-studio.md, Steps and buttons). */
export function useArticleWizard() {
  const { userId, draft, update } = useArticleDraft();
  const ctx = useWizardContext(userId);
  const saver = useSaver(userId);
  // Validation messages show after a forward click; each step starts without them.
  const [showErrors, setShowErrors] = useState(false);
  const [checkingCredits, setCheckingCredits] = useState(false);

  useEffect(() => recoverDraft(userId, ctx.queryClient), [userId, ctx.queryClient]);

  const loading = stepLoading(draft, saver.state !== 'idle') || checkingCredits;
  const rules = buttonRules({ step: draft.step, loading, hasContent: hasContent(draft), idea: draft.idea });

  const goTo = (step: StepNumber) => {
    setShowErrors(false);
    update({ step });
  };

  const back = () => {
    if (rules.backDisabled) return;
    // Back clears the errors of the step being left.
    const errorsCleared = {
      titles: draft.titles.status === 'failed' ? IDLE_RUN : draft.titles,
      image: draft.image.status === 'failed' ? IDLE_RUN : draft.image,
    };
    setShowErrors(false);
    update({ ...errorsCleared, step: (draft.step - 1) as StepNumber });
  };

  const forward = () => {
    if (rules.forwardDisabled) return;
    switch (draft.step) {
      case 1:
        if (!isIdeaLongEnough(draft.idea)) return setShowErrors(true);
        return void processIdea(ctx);
      case 2:
        if (draft.title.trim() === '') return setShowErrors(true);
        return goTo(3);
      case 3:
        setCheckingCredits(true);
        return void startArticle(ctx).finally(() => setCheckingCredits(false));
      case LAST_STEP:
        setShowErrors(false);
        resetDraft(userId, interfaceArticleLanguage());
        return;
      default:
        return goTo((draft.step + 1) as StepNumber);
    }
  };

  const onSuggest = useCallback((force: boolean) => void suggestPrompt(ctx, { force }), [ctx]);

  return {
    draft,
    update,
    rules,
    loading,
    showErrors,
    back,
    forward,
    saver,
    retryArticle: () => void startArticle(ctx, { force: true }),
    generateAgain: () => void startArticle(ctx, { force: true }),
    onSuggest,
    generateImage: () => void startImage(ctx),
    regenerateImage: () => backToImageForm(userId),
    retryAttach: () => attachImage(userId, ctx.queryClient),
  };
}
