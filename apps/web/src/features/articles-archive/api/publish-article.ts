import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  articleEndpoints,
  type Article,
  type ArticlePublishResult,
  type PublishArticleBody,
} from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { articleQueryKey } from '@/lib/api/articles';
import { ARTICLE_LIST_QUERY_KEY, type ArticlePages } from './get-articles';

/**
 * The saved article as a WordPress post. With an empty
 * body the server uses its title, its meta description as excerpt and its tags, as a draft.
 * The answer carries what the article now records of the post, as the list shows it.
 */
export function publishArticle(id: string, body: PublishArticleBody = {}): Promise<ArticlePublishResult> {
  return apiCall(articleEndpoints.publish, { params: { id }, body });
}

export function usePublishArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => publishArticle(id),
    onSuccess: async ({ wordpress }, id) => {
      // Another publish of the article took over and records its own post: read the list again.
      if (!wordpress) return queryClient.invalidateQueries({ queryKey: ARTICLE_LIST_QUERY_KEY });
      // The card changes where it is, without reading every loaded page again.
      queryClient.setQueriesData<ArticlePages>({ queryKey: ARTICLE_LIST_QUERY_KEY }, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                items: page.items.map((a) => (a.id === id ? { ...a, wordpress } : a)),
              })),
            }
          : old,
      );
      queryClient.setQueryData<Article>(articleQueryKey(id), (old) => (old ? { ...old, wordpress } : old));
    },
  });
}
