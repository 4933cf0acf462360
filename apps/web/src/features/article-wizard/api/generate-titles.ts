import { GENERATE_PATHS, type TitleIdeasRequest, type TitleIdeasResponse } from '@forja/contracts';
import { api } from '@/lib/api-client';

/** POST /api/generate/article/titles — up to 10 title ideas for the idea (free). */
export function generateTitles(body: TitleIdeasRequest): Promise<TitleIdeasResponse> {
  return api.post<TitleIdeasResponse>(GENERATE_PATHS.titleIdeas, body);
}
