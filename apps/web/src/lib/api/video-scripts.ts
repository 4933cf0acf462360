import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  VIDEO_SCRIPTS_PATH,
  type ArchiveCount,
  type SavedVideoScript,
  type SaveVideoScriptBody,
} from '@forja/contracts';
import { api } from '@/lib/api-client';
import { archiveListOptions, dropFromArchive } from './archive-list';
import { queryKeys } from './query-keys';

/*
 * The video scripts archive, shared by the script studio (save), the archive (list, delete)
 * and the dashboard (counter), all under ['video-scripts'].
 */

export const videoScriptCountQueryOptions = queryOptions({
  queryKey: queryKeys.videoScriptCount(),
  queryFn: ({ signal }) => api.get<ArchiveCount>(`${VIDEO_SCRIPTS_PATH}/count`, { signal }),
});

export function useVideoScriptCount() {
  return useQuery(videoScriptCountQueryOptions);
}

export function useSavedVideoScripts(search: string) {
  return useInfiniteQuery(
    archiveListOptions<SavedVideoScript>(VIDEO_SCRIPTS_PATH, queryKeys.videoScriptList(search), search),
  );
}

export function useSaveVideoScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveVideoScriptBody) => api.post<SavedVideoScript>(VIDEO_SCRIPTS_PATH, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.videoScripts() }),
  });
}

export function useDeleteVideoScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${VIDEO_SCRIPTS_PATH}/${encodeURIComponent(id)}`),
    onSuccess: (_, id) => dropFromArchive(queryClient, queryKeys.videoScripts(), id),
  });
}
