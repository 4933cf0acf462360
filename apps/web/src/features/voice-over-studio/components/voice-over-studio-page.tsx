import { GenerateStep } from '@/components/wizard/generate-step';
import { StudioWizard } from '@/components/wizard/studio-wizard';
import { useVoiceOverStudio } from '../hooks/use-voice-over-studio';
import { VOICE_OVER_STEPS } from '../model/voice-over-draft';
import { ResultStep } from './result-step';
import { TextStep } from './text-step';
import { VoiceStep } from './voice-step';

/** /generate-audio: text -> voice -> generate -> listen (docs/product/voice-over-studio.md). */
export function VoiceOverStudioPage() {
  const studio = useVoiceOverStudio();
  const { step } = studio.draft;
  return (
    <StudioWizard namespace="voice-over-studio" stepIds={VOICE_OVER_STEPS} studio={studio}>
      {step === 1 && <TextStep studio={studio} />}
      {step === 2 && <VoiceStep studio={studio} />}
      {step === 3 && (
        // The progress counts the sentences spoken.
        <GenerateStep generation={studio.generation} namespace="voice-over-studio" onRetry={studio.retry} />
      )}
      {step === 4 && <ResultStep studio={studio} />}
    </StudioWizard>
  );
}
