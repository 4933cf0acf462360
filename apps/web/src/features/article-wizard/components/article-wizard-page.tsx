import { lazy, Suspense } from 'react';
import { StudioWizard } from '@/components/wizard/studio-wizard';
import { Skeleton } from '@/components/ui/skeleton';
import { usePreload } from '@/lib/wizard/use-preload';
import { useArticleWizard, type ArticleWizard } from '../hooks/use-article-wizard';
import { useOpenSavedArticle } from '../hooks/use-open-saved-article';
import { hasContent } from '../model/article-draft';
import { WIZARD_STEPS } from '../model/wizard-steps';
import { ArticleConfirmDialog } from './article-confirm-dialog';
import { GenerateStep } from './generate-step';
import { IdeaStep } from './idea-step';
import { OptionsStep } from './options-step';
import type { ArticleEdit } from './result-step';
import { TitleStep } from './title-step';

/*
 * The result and image steps (the editor, publishing, scheduling, the image's generation) come
 * after four steps: they load while the user is on the first ones, not with the page.
 */
const loadResultStep = () => import('./result-step');
const loadImageStep = () => import('./image-step');
const ResultStep = lazy(() => loadResultStep().then((m) => ({ default: m.ResultStep })));
const ImageStep = lazy(() => loadImageStep().then((m) => ({ default: m.ImageStep })));

const stepLoading = <Skeleton className="h-96 w-full" aria-busy="true" />;

/** /create-article: idea -> title -> options -> generate -> result -> image; ?article=<id> opens a saved one. */
export function ArticleWizardPage() {
  const wizard = useArticleWizard();
  const opening = useOpenSavedArticle(wizard.openSaved);
  const { step } = wizard.draft;
  usePreload(loadResultStep, loadImageStep);
  return (
    <>
      {/* The missing-webhook alert shows on step 1 only: article generation is not configured. */}
      <StudioWizard
        namespace="article-wizard"
        stepIds={WIZARD_STEPS}
        family="article"
        alertSteps={1}
        bare={step === 5}
        studio={wizard}
      >
        {opening ? (
          stepLoading
        ) : (
          <Suspense fallback={stepLoading}>
            <StepBody wizard={wizard} />
          </Suspense>
        )}
      </StudioWizard>
      <ArticleConfirmDialog
        pending={wizard.confirm}
        onConfirm={wizard.confirmed}
        onDismiss={wizard.dismissConfirm}
      />
    </>
  );
}

function StepBody({ wizard }: { wizard: ArticleWizard }) {
  const { draft, update, showErrors } = wizard;
  // Hand edits mark the article as edited: generating a new version then asks first.
  const onEdit = (edit: ArticleEdit) => {
    const changed = (Object.keys(edit) as (keyof ArticleEdit)[]).some((key) => edit[key] !== draft[key]);
    if (changed) update({ ...edit, edited: true });
  };
  switch (draft.step) {
    case 1:
      return <IdeaStep draft={draft} showErrors={showErrors} onIdeaChange={(idea) => update({ idea })} />;
    case 2:
      return <TitleStep draft={draft} showErrors={showErrors} onTitleChange={(title) => update({ title })} />;
    case 3:
      return <OptionsStep draft={draft} disabled={wizard.loading} onChange={update} />;
    case 4:
      return (
        <GenerateStep
          draft={draft}
          generation={wizard.generation}
          onRetry={wizard.retryArticle}
          onGenerateAgain={wizard.generateAgain}
          onCancel={wizard.cancelArticle}
        />
      );
    case 5:
      // The article text is being restored from its generation (see actions/recover.ts).
      if (!hasContent(draft)) return stepLoading;
      return (
        <ResultStep
          draft={draft}
          onEdit={onEdit}
          saverState={wizard.saver.state}
          onSave={wizard.saver.save}
          onShowVersion={wizard.showVersion}
        />
      );
    case 6:
      return (
        <ImageStep
          draft={draft}
          onChange={update}
          onSuggest={wizard.onSuggest}
          onGenerate={wizard.generateImage}
          onRegenerate={wizard.regenerateImage}
          saverState={wizard.saver.state}
          saveFailed={wizard.saver.failed}
          onRetryAttach={wizard.retryAttach}
        />
      );
  }
}
