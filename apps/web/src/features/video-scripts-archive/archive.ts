import { Clapperboard } from 'lucide-react';
import type { ArchiveDeclaration } from '@/lib/studio';
import { queryKeys } from '@/lib/api/query-keys';
import { videoScriptEndpoints } from '@forja/contracts';

/**
 * The saved video scripts: the dashboard's section and counter, loaded by app/studios.ts's
 * list (every archive feature names it `archive`).
 */
export const archive: ArchiveDeclaration = {
  value: 'video-scripts',
  namespace: 'video-scripts-archive',
  icon: Clapperboard,
  load: () => import('./components/video-scripts-archive').then((m) => ({ default: m.VideoScriptsArchive })),
  position: 2,
  counter: {
    testId: 'scripts-created',
    labels: 'scripts',
    endpoint: videoScriptEndpoints.count,
    queryKey: queryKeys.videoScriptCount(),
  },
};
