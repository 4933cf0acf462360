import { Mic } from 'lucide-react';
import { VOICE_OVER_CHARS_PER_CREDIT } from '@forja/contracts';
import { paths } from '@/config/paths';
import type { StudioDeclaration } from '@/lib/studio';

/** The voice-over studio's wizard, as app/studios.ts lists it. */
export const voiceOverStudio: StudioDeclaration = {
  id: 'voiceOver',
  screen: {
    path: paths.generateAudio,
    load: () =>
      import('./components/voice-over-studio-page').then((m) => ({ Component: m.VoiceOverStudioPage })),
    namespaces: ['voice-over-studio', 'brand-kit-picker'],
    navLabelKey: 'nav.generateAudio',
    icon: Mic,
  },
  // 1 credit per started VOICE_OVER_CHARS_PER_CREDIT characters.
  planLine: { key: 'voiceOver', count: (credits) => credits * VOICE_OVER_CHARS_PER_CREDIT },
};
