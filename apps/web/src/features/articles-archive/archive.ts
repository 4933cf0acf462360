import { FileText } from 'lucide-react';
import type { ArchiveDeclaration } from '@/lib/studio';
import { queryKeys } from '@/lib/api/query-keys';
import { useArticleCount } from './api/get-article-count';

/** The saved articles: the dashboard's section and counter, as app/studios.ts lists them. */
export const articlesArchive: ArchiveDeclaration = {
  value: 'articles',
  namespace: 'articles-archive',
  icon: FileText,
  load: () => import('./components/articles-archive').then((m) => ({ default: m.ArticlesArchive })),
  position: 1,
  counter: {
    testId: 'articles-created',
    labels: 'articles',
    icon: FileText,
    useCount: useArticleCount,
    queryKey: queryKeys.articleCount(),
  },
};
