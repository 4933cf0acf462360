import { queryOptions, useQuery } from '@tanstack/react-query';
import { ARTICLES_PATH, type Article } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export const articleQueryKey = queryKeys.article;

/** GET /api/articles/:id — the card with its full content (HTML the server sanitised): the archive's card body and the editor reopening it. */
export function getArticle(id: string, signal?: AbortSignal): Promise<Article> {
  return api.get<Article>(`${ARTICLES_PATH}/${encodeURIComponent(id)}`, { signal });
}

export const articleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: articleQueryKey(id),
    queryFn: ({ signal }) => getArticle(id, signal),
    // Saved articles change only by an explicit save; reopening a card should not flicker.
    staleTime: 5 * 60_000,
  });

export function useArticle(id: string) {
  return useQuery(articleQueryOptions(id));
}
