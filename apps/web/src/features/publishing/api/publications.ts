import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TIKTOK_CREATOR_INFO_PATH,
  videoPublicationsPath,
  type Publication,
  type PublicationList,
  type PublishVideoBody,
  type TikTokCreatorInfo,
} from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

const ACTIVE = new Set(['queued', 'uploading', 'processing']);
/** How often a card asks again while one of its publications is on its way. */
const FOLLOW_MS = 2000;

/** GET /api/videos/:id/publications — followed every 2 s while an upload is on its way. */
export function usePublications(videoId: string) {
  return useQuery({
    queryKey: queryKeys.publications(videoId),
    queryFn: ({ signal }) => api.get<PublicationList>(videoPublicationsPath(videoId), { signal }),
    refetchInterval: (query) =>
      query.state.data?.publications.some((p) => ACTIVE.has(p.status)) ? FOLLOW_MS : false,
  });
}

/** POST /api/videos/:id/publications — queued; the card follows it. */
export function usePublishVideo(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishVideoBody) => api.post<Publication>(videoPublicationsPath(videoId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.publications(videoId) }),
  });
}

/** What TikTok lets this account choose right now (privacy levels, comments, duet, stitch). */
export function useTikTokCreatorInfo(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.tiktokCreatorInfo(),
    queryFn: ({ signal }) => api.get<TikTokCreatorInfo>(TIKTOK_CREATOR_INFO_PATH, { signal }),
    enabled,
    staleTime: 0,
  });
}
