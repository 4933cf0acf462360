import { queryOptions, useQuery } from '@tanstack/react-query';
import { ARTICLES_PATH, type ArticleCount } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/*
 * The dashboard's article counter (declared in ../archive.ts). Under the ['articles'] prefix
 * on purpose: whatever saves or deletes an article (the wizard, the archive) invalidates
 * ['articles'] and this counter follows, without the features importing each other.
 */
export const ARTICLE_COUNT_QUERY_KEY = queryKeys.articleCount();

/** GET /api/articles/count — how many articles the session user has saved. */
export function getArticleCount(signal?: AbortSignal): Promise<ArticleCount> {
  return api.get<ArticleCount>(`${ARTICLES_PATH}/count`, { signal });
}

export const articleCountQueryOptions = queryOptions({
  queryKey: ARTICLE_COUNT_QUERY_KEY,
  queryFn: ({ signal }) => getArticleCount(signal),
});

export function useArticleCount() {
  return useQuery(articleCountQueryOptions);
}
