import { AudioLines } from 'lucide-react';
import type { ArchiveDeclaration } from '@/lib/studio';
import { queryKeys } from '@/lib/api/query-keys';
import { voiceOverEndpoints } from '@forja/contracts';

/**
 * The saved voice-overs: the dashboard's section and counter, loaded by app/studios.ts's
 * list (every archive feature names it `archive`).
 */
export const archive: ArchiveDeclaration = {
  value: 'voice-overs',
  namespace: 'voice-overs-archive',
  icon: AudioLines,
  load: () => import('./components/voice-overs-archive').then((m) => ({ default: m.VoiceOversArchive })),
  position: 5,
  counter: {
    testId: 'voice-overs-created',
    labels: 'voiceOvers',
    endpoint: voiceOverEndpoints.count,
    queryKey: queryKeys.voiceOverCount(),
  },
};
