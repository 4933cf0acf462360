import {
  articleEndpoints,
  type ArticleSummary,
  type SaveArticleBody,
  type UpdateArticleBody,
} from '@forja/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/** Saves the wizard's article; the same generationId saved again answers the first save. */
export function saveArticle(body: SaveArticleBody): Promise<ArticleSummary> {
  return apiCall(articleEndpoints.save, { body });
}

/** Later edits, and the image from step 6. */
export function updateArticle(id: string, body: UpdateArticleBody): Promise<ArticleSummary> {
  return apiCall(articleEndpoints.update, { params: { id }, body });
}

/** The archive and the dashboard's article counter read these keys ('articles', …). */
export function invalidateArticles(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.articles() });
}
