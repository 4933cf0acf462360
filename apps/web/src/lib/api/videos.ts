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

/**
 * A render ended (here or elsewhere in the app): the library and its counter are read again.
 * Written out, not taken from the archive's API: the render watcher of every signed-in page
 * calls it, and must not bring the archive's calls into their first load.
 */
export function invalidateVideos(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.videos() });
}

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
