import { lazy, Suspense } from 'react';
import type { ArticleExtras } from '@/lib/article-extras';

/*
 * Scheduling beside a saved article's Publish (the archive's cards, the article wizard's
 * result), loaded when one shows, with its texts: the pages that give it load no more at first.
 */
const ArticleScheduling = lazy(() =>
  import('@/features/scheduling/components/article-scheduling').then((m) => ({
    default: m.ArticleScheduling,
  })),
);

export const articleSchedulingExtras: ArticleExtras = (article) => (
  <Suspense fallback={null}>
    <ArticleScheduling article={article} />
  </Suspense>
);
