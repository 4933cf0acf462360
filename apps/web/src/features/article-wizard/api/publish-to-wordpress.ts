import { useMutation } from '@tanstack/react-query';
import { articleEndpoints, type PublishContentBody, type PublishResult } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

/** The wizard's article as a post on the connected site. */
export function publishToWordPress(body: PublishContentBody): Promise<PublishResult> {
  return apiCall(articleEndpoints.publishContent, { body });
}

export function usePublishToWordPress() {
  return useMutation({ mutationFn: publishToWordPress });
}
