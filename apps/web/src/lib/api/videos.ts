import { useMutation, type QueryClient } from '@tanstack/react-query';
import { videoEndpoints, type VideoRecord, type VideoSceneImageRequest } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { createArchiveApi } from './archive-api';
import { type ArchivePages } from './archive-list';
import { queryKeys } from './query-keys';

/*
 * The Video Library, shared by the video studio (a finished render refreshes it), the library
 * (list, delete, a processing video updating itself) and the dashboard (counter), all under
 * ['videos'].
 */

const videos = createArchiveApi({
  endpoints: videoEndpoints,
  keys: { all: queryKeys.videos, list: queryKeys.videoList, count: queryKeys.videoCount },
});

export const videoCountQueryOptions = videos.countQueryOptions;
export const useVideoCount = videos.useCount;
export const useVideos = videos.useList;
/** One video, to update a processing card in place. */
export const getVideo = videos.getItem;
/** The video and its files. */
export const useDeleteVideo = videos.useDelete;

export { invalidateVideos } from './video-invalidation';

/** Puts a fresher copy of a video into every loaded list (status update in place). */
export function replaceInLists(queryClient: QueryClient, video: VideoRecord): void {
  queryClient.setQueriesData<ArchivePages<VideoRecord>>(
    { queryKey: [...queryKeys.videos(), 'list'] },
    (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === video.id ? video : item)),
            })),
          }
        : old,
  );
}

/** One scene's image, previewed or regenerated (free). */
export function useSceneImage() {
  return useMutation({
    mutationFn: (body: VideoSceneImageRequest) => apiCall(videoEndpoints.sceneImage, { body }),
  });
}
