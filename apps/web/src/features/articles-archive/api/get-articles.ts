import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { ARTICLES_PATH, type ArticleList } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/*
 * Every article query sits under ['articles'] (the dashboard counter is ['articles', 'count']),
 * so a save or delete anywhere can refresh them all by that prefix.
 */
export const ARTICLES_QUERY_KEY = queryKeys.articles();
export const ARTICLE_LIST_QUERY_KEY = queryKeys.articleList();
export const ARTICLES_PAGE_SIZE = 10;

export type ArticlePages = InfiniteData<ArticleList, string | null>;

/** GET /api/articles?cursor=&limit= — one page, newest first; `nextCursor` null on the last. */
export function getArticles(cursor: string | null, search = '', signal?: AbortSignal): Promise<ArticleList> {
  const params = new URLSearchParams({ limit: String(ARTICLES_PAGE_SIZE) });
  if (search) params.set('q', search);
  if (cursor) params.set('cursor', cursor);
  return api.get<ArticleList>(`${ARTICLES_PATH}?${params.toString()}`, { signal });
}

/** One list per search text, all under ARTICLE_LIST_QUERY_KEY (a delete corrects them all). */
export const articleListQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...ARTICLE_LIST_QUERY_KEY, search],
    queryFn: ({ pageParam, signal }) => getArticles(pageParam, search, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useArticles(search = '') {
  return useInfiniteQuery(articleListQueryOptions(search));
}
