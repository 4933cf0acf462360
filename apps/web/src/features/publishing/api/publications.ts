import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicationEndpoints, type PublishVideoBody } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

const ACTIVE = new Set(['queued', 'uploading', 'processing']);
/** How often a card asks again while one of its publications is on its way. */
const FOLLOW_MS = 2000;

/** Followed every 2 s while an upload is on its way. */
export function usePublications(videoId: string) {
  return useQuery({
    queryKey: queryKeys.publications(videoId),
    queryFn: ({ signal }) => apiCall(publicationEndpoints.list, { params: { id: videoId }, signal }),
    refetchInterval: (query) =>
      query.state.data?.publications.some((p) => ACTIVE.has(p.status)) ? FOLLOW_MS : false,
  });
}

/** Queued; the card follows it. */
export function usePublishVideo(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishVideoBody) =>
      apiCall(publicationEndpoints.publish, { params: { id: videoId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.publications(videoId) }),
  });
}
