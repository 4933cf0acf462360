import { StudioAccessGate } from '@/features/plan-access/components/studio-access-gate';
import { VoiceOverStudioPage } from '@/features/voice-over-studio/components/voice-over-studio-page';

export function Component() {
  return (
    <StudioAccessGate studio="voiceOver">
      <VoiceOverStudioPage />
    </StudioAccessGate>
  );
}
