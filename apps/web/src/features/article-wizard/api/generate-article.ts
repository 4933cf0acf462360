import { GENERATE_PATHS, type ArticleRequest, type ArticleResponse } from '@forja/contracts';
import { api } from '@/lib/api-client';

/** POST /api/generate/article — the article (sanitised HTML, meta description, tags); costs ARTICLE_COST. */
export function generateArticle(body: ArticleRequest): Promise<ArticleResponse> {
  return api.post<ArticleResponse>(GENERATE_PATHS.article, body);
}
