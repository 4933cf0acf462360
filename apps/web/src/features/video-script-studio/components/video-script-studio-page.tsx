import { useTranslation } from 'react-i18next';
import { GenerationUnavailableAlert } from '@/components/feedback/generation-unavailable-alert';
import { LeaveGuard } from '@/components/wizard/leave-guard-dialog';
import { WizardShell } from '@/components/wizard/wizard-shell';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScriptStudio } from '../hooks/use-script-studio';
import { SCRIPT_STEPS } from '../model/script-draft';
import { ScriptIdeaStep } from './script-idea-step';
import { ScriptOptionsStep } from './script-options-step';
import { ScriptResultStep } from './script-result-step';

/** /generate-video-script: idea -> options -> generate -> result (docs/product/video-script-studio.md). */
export function VideoScriptStudioPage() {
  const { t } = useTranslation('video-script-studio');
  useDocumentTitle(t('title'));
  const studio = useScriptStudio();
  const { draft } = studio;
  const id = SCRIPT_STEPS[draft.step - 1]!;
  const steps = SCRIPT_STEPS.map((step) => ({
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
        notice={draft.step <= 2 && <GenerationUnavailableAlert family="videoScript" />}
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
        {draft.step === 1 && <ScriptIdeaStep studio={studio} />}
        {draft.step === 2 && <ScriptOptionsStep studio={studio} />}
        {draft.step === 3 && (
          <p role="status" className="flex items-center gap-3 py-6" data-testid="script-generating">
            <Spinner />
            {t('generate.running')}
          </p>
        )}
        {draft.step === 4 && <ScriptResultStep studio={studio} />}
      </WizardShell>
      <LeaveGuard unsaved={studio.unsaved} description={t('leave.text')} />
    </>
  );
}
