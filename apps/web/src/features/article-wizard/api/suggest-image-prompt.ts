import { GENERATE_PATHS, type ImagePromptRequest, type ImagePromptResponse } from '@forja/contracts';
import { api } from '@/lib/api-client';

/** POST /api/generate/article/image-prompt — an image prompt made from the article (free). */
export function suggestImagePrompt(body: ImagePromptRequest): Promise<ImagePromptResponse> {
  return api.post<ImagePromptResponse>(GENERATE_PATHS.imagePrompt, body);
}
