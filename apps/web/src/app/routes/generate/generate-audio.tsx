import { VoiceOverStudioPage } from '@/features/voice-over-studio/components/voice-over-studio-page';

export function Component() {
  return <VoiceOverStudioPage />;
}
