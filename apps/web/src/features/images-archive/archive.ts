import { Images } from 'lucide-react';
import type { ArchiveDeclaration } from '@/lib/studio';
import { queryKeys } from '@/lib/api/query-keys';
import { imageEndpoints } from '@forja/contracts';

/**
 * The saved images: the dashboard's section and counter, loaded by app/studios.ts's
 * list (every archive feature names it `archive`).
 */
export const archive: ArchiveDeclaration = {
  value: 'images',
  namespace: 'images-archive',
  icon: Images,
  load: () => import('./components/images-archive').then((m) => ({ default: m.ImagesArchive })),
  position: 3,
  counter: {
    testId: 'images-created',
    labels: 'images',
    endpoint: imageEndpoints.count,
    queryKey: queryKeys.imageCount(),
  },
};
