import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ARTICLES_PATH } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { articleQueryKey } from '@/lib/api/articles';
import { ARTICLE_LIST_QUERY_KEY, ARTICLES_QUERY_KEY, type ArticlePages } from './get-articles';

/** DELETE /api/articles/:id — 204; only the session user's own article. */
export function deleteArticle(id: string): Promise<void> {
  return api.delete<void>(`${ARTICLES_PATH}/${encodeURIComponent(id)}`);
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: async (_, id) => {
      // Drop the card where it is: refetching every loaded page would make the list jump.
      queryClient.setQueriesData<ArticlePages>({ queryKey: ARTICLE_LIST_QUERY_KEY }, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({ ...page, items: page.items.filter((a) => a.id !== id) })),
            }
          : old,
      );
      queryClient.removeQueries({ queryKey: articleQueryKey(id) });
      // The counters (and anything else about articles), but not the list just corrected.
      await queryClient.invalidateQueries({
        queryKey: ARTICLES_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== ARTICLE_LIST_QUERY_KEY[1],
      });
    },
  });
}
