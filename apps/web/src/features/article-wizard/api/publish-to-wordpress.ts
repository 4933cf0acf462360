import { useMutation } from '@tanstack/react-query';
import { WORDPRESS_PUBLISH_PATH, type PublishContentBody, type PublishResult } from '@forja/contracts';
import { api } from '@/lib/api-client';

/** POST /api/wordpress/publish — the wizard's article as a post on the connected site. */
export function publishToWordPress(body: PublishContentBody): Promise<PublishResult> {
  return api.post<PublishResult>(WORDPRESS_PUBLISH_PATH, body);
}

export function usePublishToWordPress() {
  return useMutation({ mutationFn: publishToWordPress });
}
