import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  VIDEO_SCENE_IMAGE_PATH,
  VIDEOS_PATH,
  type ArchiveCount,
  type VideoRecord,
  type VideoSceneImageRequest,
  type VideoSceneImageResponse,
} from '@forja/contracts';
import { api } from '@/lib/api-client';
import { archiveListOptions, dropFromArchive, type ArchivePages } from './archive-list';
import { queryKeys } from './query-keys';

/*
 * The Video Library, shared by the video studio (a finished render refreshes it), the library
 * (list, delete, a processing video updating itself) and the dashboard (counter), all under
 * ['videos'].
 */

export const videoCountQueryOptions = queryOptions({
  queryKey: queryKeys.videoCount(),
  queryFn: ({ signal }) => api.get<ArchiveCount>(`${VIDEOS_PATH}/count`, { signal }),
});

export function useVideoCount() {
  return useQuery(videoCountQueryOptions);
}

export function useVideos(search: string) {
  return useInfiniteQuery(archiveListOptions<VideoRecord>(VIDEOS_PATH, queryKeys.videoList(search), search));
}

/** A render ended (here or elsewhere in the app): the library and its counter are read again. */
export function invalidateVideos(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.videos() });
}

/** GET /api/videos/:id — one video, to update a processing card in place. */
export const getVideo = (id: string, signal?: AbortSignal) =>
  api.get<VideoRecord>(`${VIDEOS_PATH}/${encodeURIComponent(id)}`, { signal });

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

/** DELETE /api/videos/:id — the video and its files. */
export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${VIDEOS_PATH}/${encodeURIComponent(id)}`),
    onSuccess: (_, id) => dropFromArchive(queryClient, queryKeys.videos(), id),
  });
}

/** POST /api/videos/scene-image — one scene's image, previewed or regenerated (free). */
export function useSceneImage() {
  return useMutation({
    mutationFn: (body: VideoSceneImageRequest) =>
      api.post<VideoSceneImageResponse>(VIDEO_SCENE_IMAGE_PATH, body),
  });
}
