import { GENERATE_PATHS, type ImageRequest, type ImageResponse } from '@forja/contracts';
import { api } from '@/lib/api-client';

/** POST /api/generate/image — one stored image (file id and address); costs IMAGE_COST. */
export function generateImage(
  body: Partial<ImageRequest> & Pick<ImageRequest, 'prompt'>,
): Promise<ImageResponse> {
  return api.post<ImageResponse>(GENERATE_PATHS.image, body);
}
