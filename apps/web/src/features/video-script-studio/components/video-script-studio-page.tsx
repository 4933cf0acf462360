import { GenerateStep } from '@/components/wizard/generate-step';
import { StudioWizard } from '@/components/wizard/studio-wizard';
import { useScriptStudio } from '../hooks/use-script-studio';
import { SCRIPT_STEPS } from '../model/script-draft';
import { ScriptIdeaStep } from './script-idea-step';
import { ScriptOptionsStep } from './script-options-step';
import { ScriptResultStep } from './script-result-step';

/** /generate-video-script: idea -> options -> generate -> result (docs/product/video-script-studio.md). */
export function VideoScriptStudioPage() {
  const studio = useScriptStudio();
  const { step } = studio.draft;
  return (
    <StudioWizard namespace="video-script-studio" stepIds={SCRIPT_STEPS} family="videoScript" studio={studio}>
      {step === 1 && <ScriptIdeaStep studio={studio} />}
      {step === 2 && <ScriptOptionsStep studio={studio} />}
      {step === 3 && (
        // A script answers in seconds; its error shows with the result, on step 4.
        <GenerateStep
          generation={studio.generation}
          namespace="video-script-studio"
          quick
          failed={false}
          onRetry={studio.retry}
        />
      )}
      {step === 4 && <ScriptResultStep studio={studio} />}
    </StudioWizard>
  );
}
