import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { VideoRecord } from '@forja/contracts';
import { invalidateCredits } from '@/lib/api/credits';
import { queryKeys } from '@/lib/api/query-keys';
import { getVideo, invalidateVideos, replaceInLists } from '@/lib/api/videos';

/** How often a processing video is read again. */
export const PROCESSING_POLL_MS = 3000;

/**
 * A processing video updates itself: it is read again every few seconds until it is completed
 * or failed, and the fresh copy replaces it in the lists (the counter and balance follow).
 */
export function useProcessingVideo(video: VideoRecord): VideoRecord {
  const queryClient = useQueryClient();
  const processing = video.status === 'processing';
  const fresh = useQuery({
    queryKey: queryKeys.video(video.id),
    queryFn: ({ signal }) => getVideo(video.id, signal),
    enabled: processing,
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' || !query.state.data ? PROCESSING_POLL_MS : false,
  });
  const latest = fresh.data;
  useEffect(() => {
    if (!processing || !latest || latest.status === 'processing') return;
    replaceInLists(queryClient, latest);
    void invalidateCredits(queryClient);
    void queryClient.invalidateQueries({ queryKey: queryKeys.videoCount() });
  }, [processing, latest, queryClient]);
  // A video deleted meanwhile (404) is dropped by the next list read.
  useEffect(() => {
    if (fresh.isError) void invalidateVideos(queryClient);
  }, [fresh.isError, queryClient]);
  return latest && latest.id === video.id && processing ? latest : video;
}
