import type { ArticleList } from '@forja/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import { articlesArchive } from '@/lib/api/articles';
import { queryKeys } from '@/lib/api/query-keys';

/** Every loaded list (one per search text) sits under this key: a publish corrects them all. */
export const ARTICLE_LIST_QUERY_KEY = queryKeys.articleList();

export type ArticlePages = InfiniteData<ArticleList, string | null>;

/** One page at a time, newest first; `nextCursor` null on the last. */
export function useArticles(search = '') {
  return articlesArchive.useList(search);
}
