import { Film } from 'lucide-react';
import type { ArchiveDeclaration } from '@/lib/studio';
import { queryKeys } from '@/lib/api/query-keys';
import { videoEndpoints } from '@forja/contracts';

/**
 * The Video Library (processing and failed videos counted too): the dashboard's section and
 * counter, loaded by app/studios.ts's list (every archive feature names it `archive`).
 */
export const archive: ArchiveDeclaration = {
  value: 'videos',
  namespace: 'videos-archive',
  icon: Film,
  load: () => import('./components/videos-archive').then((m) => ({ default: m.VideosArchive })),
  position: 4,
  counter: {
    testId: 'videos-created',
    labels: 'videos',
    endpoint: videoEndpoints.count,
    queryKey: queryKeys.videoCount(),
  },
};
