import { FileText } from 'lucide-react';
import type { ArchiveDeclaration } from '@/lib/studio';
import { queryKeys } from '@/lib/api/query-keys';
import { articleEndpoints } from '@forja/contracts';

/**
 * The saved articles: the dashboard's section and counter, loaded by app/studios.ts's
 * list (every archive feature names it `archive`).
 */
export const archive: ArchiveDeclaration = {
  value: 'articles',
  namespace: 'articles-archive',
  icon: FileText,
  load: () => import('./components/articles-archive').then((m) => ({ default: m.ArticlesArchive })),
  position: 1,
  counter: {
    testId: 'articles-created',
    labels: 'articles',
    endpoint: articleEndpoints.count,
    queryKey: queryKeys.articleCount(),
  },
};
