import {
  ARTICLES_PATH,
  type ArticleSummary,
  type SaveArticleBody,
  type UpdateArticleBody,
} from '@forja/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /api/articles — saves the wizard's article; the same generationId saved again answers the first save. */
export function saveArticle(body: SaveArticleBody): Promise<ArticleSummary> {
  return api.post<ArticleSummary>(ARTICLES_PATH, body);
}

/** PATCH /api/articles/:id — later edits, and the image from step 6. */
export function updateArticle(id: string, body: UpdateArticleBody): Promise<ArticleSummary> {
  return api.patch<ArticleSummary>(`${ARTICLES_PATH}/${encodeURIComponent(id)}`, body);
}

/** The archive and the dashboard's article counter read these keys ('articles', …). */
export function invalidateArticles(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.articles() });
}
