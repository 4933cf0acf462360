import { useTranslation } from 'react-i18next';
import { GenerationUnavailableAlert } from '@/components/feedback/generation-unavailable-alert';
import { LeaveGuard } from '@/components/wizard/leave-guard-dialog';
import { WizardShell } from '@/components/wizard/wizard-shell';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useImageStudio } from '../hooks/use-image-studio';
import { IMAGE_STEPS } from '../model/image-draft';
import { ImageGenerateStep } from './image-generate-step';
import { ImageIdeaStep } from './image-idea-step';
import { ImageOptionsStep } from './image-options-step';
import { ImageResultStep } from './image-result-step';

/** /generate-image: idea -> options -> generate -> result (docs/product/image-studio.md). */
export function ImageStudioPage() {
  const { t } = useTranslation('image-studio');
  useDocumentTitle(t('title'));
  const studio = useImageStudio();
  const { draft } = studio;
  const id = IMAGE_STEPS[draft.step - 1]!;
  const steps = IMAGE_STEPS.map((step) => ({
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
        onSelectStep={studio.goTo}
        notice={draft.step <= 2 && <GenerationUnavailableAlert family="image" />}
        stepHeading={t(`steps.${id}.heading`)}
        stepHelp={t(`steps.${id}.help`)}
        stepId={id}
        footer={{
          backDisabled: studio.backDisabled,
          forwardDisabled: studio.forwardDisabled,
          forwardLabel: studio.forwardLabel,
          loading: studio.running,
          onBack: studio.back,
          onForward: studio.forward,
        }}
      >
        {draft.step === 1 && <ImageIdeaStep studio={studio} />}
        {draft.step === 2 && <ImageOptionsStep studio={studio} />}
        {draft.step === 3 && <ImageGenerateStep studio={studio} />}
        {draft.step === 4 && <ImageResultStep studio={studio} />}
      </WizardShell>
      <LeaveGuard unsaved={studio.unsaved} description={t('leave.text')} />
    </>
  );
}
