import { useTranslation } from 'react-i18next';
import { GenerationUnavailableAlert } from '@/components/feedback/generation-unavailable-alert';
import { LeaveGuard } from '@/components/wizard/leave-guard-dialog';
import { WizardShell } from '@/components/wizard/wizard-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useArticleWizard, type ArticleWizard } from '../hooks/use-article-wizard';
import { useOpenSavedArticle } from '../hooks/use-open-saved-article';
import { hasContent } from '../model/article-draft';
import { stepId, WIZARD_STEPS } from '../model/wizard-steps';
import { ArticleConfirmDialog } from './article-confirm-dialog';
import { GenerateStep } from './generate-step';
import { IdeaStep } from './idea-step';
import { ImageStep } from './image-step';
import { OptionsStep } from './options-step';
import { ResultStep, type ArticleEdit } from './result-step';
import { TitleStep } from './title-step';

/** /create-article: idea -> title -> options -> generate -> result -> image; ?article=<id> opens a saved one. */
export function ArticleWizardPage() {
  const { t } = useTranslation('article-wizard');
  useDocumentTitle(t('title'));
  const wizard = useArticleWizard();
  const opening = useOpenSavedArticle(wizard.openSaved);
  const { draft } = wizard;
  const id = stepId(draft.step);
  const steps = WIZARD_STEPS.map((step) => ({
    id: step,
    title: t(`steps.${step}.title`),
    description: t(`steps.${step}.description`),
  }));

  return (
    <>
      <WizardShell
        title={t('title')}
        subtitle={t('subtitle')}
        navLabel={t('steps.label')}
        steps={steps}
        current={draft.step}
        onSelectStep={wizard.goTo}
        // The missing-webhook alert: article generation is not configured.
        notice={draft.step === 1 && <GenerationUnavailableAlert family="article" />}
        stepHeading={t(`steps.${id}.heading`)}
        stepHelp={t(`steps.${id}.help`)}
        stepId={id}
        bare={draft.step === 5}
        footer={{ ...wizard.rules, loading: wizard.loading, onBack: wizard.back, onForward: wizard.forward }}
      >
        {opening ? <Skeleton className="h-96 w-full" aria-busy="true" /> : <StepBody wizard={wizard} />}
      </WizardShell>
      <LeaveGuard unsaved={wizard.unsaved} description={t('leave.text')} />
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
      if (!hasContent(draft)) return <Skeleton className="h-96 w-full" aria-busy="true" />;
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
