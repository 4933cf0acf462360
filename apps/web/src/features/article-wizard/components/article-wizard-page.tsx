import { useTranslation } from 'react-i18next';
import { GenerationUnavailableAlert } from '@/components/feedback/generation-unavailable-alert';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useArticleWizard } from '../hooks/use-article-wizard';
import { hasContent } from '../model/article-draft';
import { stepId } from '../model/wizard-steps';
import { GenerateStep } from './generate-step';
import { IdeaStep } from './idea-step';
import { ImageStep } from './image-step';
import { OptionsStep } from './options-step';
import { ResultStep } from './result-step';
import { StepNav } from './step-nav';
import { TitleStep } from './title-step';
import { WizardFooter } from './wizard-footer';

/** /create-article: idea -> title -> options -> generate -> result -> image. */
export function ArticleWizardPage() {
  const { t } = useTranslation('article-wizard');
  useDocumentTitle(t('title'));
  const wizard = useArticleWizard();
  const { draft, update, showErrors } = wizard;
  const id = stepId(draft.step);
  const lastError = draft.article.error;

  const body = (() => {
    switch (draft.step) {
      case 1:
        return <IdeaStep draft={draft} showErrors={showErrors} onIdeaChange={(idea) => update({ idea })} />;
      case 2:
        return (
          <TitleStep draft={draft} showErrors={showErrors} onTitleChange={(title) => update({ title })} />
        );
      case 3:
        return <OptionsStep draft={draft} disabled={wizard.loading} onChange={update} />;
      case 4:
        return (
          <GenerateStep
            draft={draft}
            lastErrorText={lastError ? `${lastError.code} ${lastError.message}` : null}
            onRetry={wizard.retryArticle}
            onGenerateAgain={wizard.generateAgain}
          />
        );
      case 5:
        // The article text is being restored from its generation (see actions/recover.ts).
        if (!hasContent(draft)) return <Skeleton className="h-96 w-full" aria-busy="true" />;
        return (
          <ResultStep
            draft={draft}
            onContentChange={(generatedContent) => update({ generatedContent })}
            saverState={wizard.saver.state}
            onSave={wizard.saver.save}
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
  })();

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </div>
      <StepNav current={draft.step} />
      {/* The 'generator not configured' alert: article generation is not configured. */}
      {draft.step === 1 && <GenerationUnavailableAlert family="article" />}
      <section aria-labelledby="wizard-step-heading" className="grid gap-4" data-testid={`wizard-step-${id}`}>
        <div className="grid gap-1">
          <h2 id="wizard-step-heading" className="text-xl font-semibold">
            {t(`steps.${id}.heading`)}
          </h2>
          <p className="text-sm text-muted-foreground">{t(`steps.${id}.help`)}</p>
        </div>
        {draft.step === 5 ? (
          body
        ) : (
          <Card className="py-5 sm:py-6">
            <CardContent className="px-4 sm:px-6">{body}</CardContent>
          </Card>
        )}
        <WizardFooter
          {...wizard.rules}
          loading={wizard.loading}
          onBack={wizard.back}
          onForward={wizard.forward}
        />
      </section>
    </div>
  );
}
