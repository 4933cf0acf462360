import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMAGES_PATH, type ArchiveCount, type SaveImageBody, type SavedImage } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { archiveListOptions, dropFromArchive } from './archive-list';
import { queryKeys } from './query-keys';

/*
 * The images archive, shared by the image studio (save), the archive (list, delete) and the
 * dashboard (counter): all under ['images'], so a save or delete anywhere updates the others.
 */

export const imageCountQueryOptions = queryOptions({
  queryKey: queryKeys.imageCount(),
  queryFn: ({ signal }) => api.get<ArchiveCount>(`${IMAGES_PATH}/count`, { signal }),
});

export function useImageCount() {
  return useQuery(imageCountQueryOptions);
}

export function useSavedImages(search: string) {
  return useInfiniteQuery(archiveListOptions<SavedImage>(IMAGES_PATH, queryKeys.imageList(search), search));
}

/** POST /api/images: 201 saved, 200 already saved (the same image). */
export function useSaveImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveImageBody) => api.post<SavedImage>(IMAGES_PATH, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.images() }),
  });
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${IMAGES_PATH}/${encodeURIComponent(id)}`),
    onSuccess: (_, id) => dropFromArchive(queryClient, queryKeys.images(), id),
  });
}
