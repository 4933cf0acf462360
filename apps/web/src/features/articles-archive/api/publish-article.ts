import { useMutation } from '@tanstack/react-query';
import { ARTICLES_PATH, type PublishArticleBody, type PublishResult } from '@forja/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/articles/:id/publish — the saved article as a WordPress post. With an empty
 * body the server uses its title, its meta description as excerpt and its tags, as a draft.
 */
export function publishArticle(id: string, body: PublishArticleBody = {}): Promise<PublishResult> {
  return api.post<PublishResult>(`${ARTICLES_PATH}/${encodeURIComponent(id)}/publish`, body);
}

export function usePublishArticle() {
  return useMutation({ mutationFn: (id: string) => publishArticle(id) });
}
