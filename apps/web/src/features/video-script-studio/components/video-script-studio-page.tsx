import { useTranslation } from 'react-i18next';
import { StudioWizard } from '@/components/wizard/studio-wizard';
import { Spinner } from '@/components/ui/spinner';
import { useScriptStudio } from '../hooks/use-script-studio';
import { SCRIPT_STEPS } from '../model/script-draft';
import { ScriptIdeaStep } from './script-idea-step';
import { ScriptOptionsStep } from './script-options-step';
import { ScriptResultStep } from './script-result-step';

/** /generate-video-script: idea -> options -> generate -> result (docs/product/video-script-studio.md). */
export function VideoScriptStudioPage() {
  const { t } = useTranslation('video-script-studio');
  const studio = useScriptStudio();
  const { step } = studio.draft;
  return (
    <StudioWizard namespace="video-script-studio" stepIds={SCRIPT_STEPS} family="videoScript" studio={studio}>
      {step === 1 && <ScriptIdeaStep studio={studio} />}
      {step === 2 && <ScriptOptionsStep studio={studio} />}
      {step === 3 && (
        <p role="status" className="flex items-center gap-3 py-6" data-testid="script-generating">
          <Spinner />
          {t('generate.running')}
        </p>
      )}
      {step === 4 && <ScriptResultStep studio={studio} />}
    </StudioWizard>
  );
}
