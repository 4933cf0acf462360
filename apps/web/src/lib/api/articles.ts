import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleEndpoints } from '@forja/contracts';
import { queryKeys } from '@/lib/api/query-keys';
import { createArchiveApi } from './archive-api';

/*
 * The saved articles, shared by the wizard (save, reopen), the archive (list, card body,
 * delete) and the dashboard (counter): all under ['articles'].
 */
export const articlesArchive = createArchiveApi({
  endpoints: articleEndpoints,
  keys: {
    all: queryKeys.articles,
    list: (search) => [...queryKeys.articleList(), search],
    count: queryKeys.articleCount,
    item: queryKeys.article,
  },
  pageSize: 10,
});

export const articleQueryKey = queryKeys.article;

/** The card with its full content (HTML the server sanitised): the archive's card body and the editor reopening it. */
export const getArticle = articlesArchive.getItem;

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
