import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  VOICE_OVERS_PATH,
  type ArchiveCount,
  type SavedVoiceOver,
  type SaveVoiceOverBody,
  type VoiceList,
  type VoiceOverDownloadFormat,
} from '@forja/contracts';
import { api } from '@/lib/api-client';
import { archiveListOptions, dropFromArchive } from './archive-list';
import { queryKeys } from './query-keys';

/*
 * The audio archive, shared by the voice-over studio (save), the archive (list, delete) and the
 * dashboard (counter): all under ['voice-overs'], so a save or delete anywhere updates the others.
 */

export const voiceOverCountQueryOptions = queryOptions({
  queryKey: queryKeys.voiceOverCount(),
  queryFn: ({ signal }) => api.get<ArchiveCount>(`${VOICE_OVERS_PATH}/count`, { signal }),
});

export function useVoiceOverCount() {
  return useQuery(voiceOverCountQueryOptions);
}

export function useSavedVoiceOvers(search: string) {
  return useInfiniteQuery(
    archiveListOptions<SavedVoiceOver>(VOICE_OVERS_PATH, queryKeys.voiceOverList(search), search),
  );
}

/** POST /api/voice-overs: 201 saved, 200 already saved (the same generation). */
export function useSaveVoiceOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveVoiceOverBody) => api.post<SavedVoiceOver>(VOICE_OVERS_PATH, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voiceOvers() }),
  });
}

export function useDeleteVoiceOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${VOICE_OVERS_PATH}/${encodeURIComponent(id)}`),
    onSuccess: (_, id) => dropFromArchive(queryClient, queryKeys.voiceOvers(), id),
  });
}

/** The voices of the engine the administrator chose: the product's first, then the engine's others. */
export function useSpeechVoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: queryKeys.speechVoices(),
    queryFn: ({ signal }) => api.get<VoiceList>(`${VOICE_OVERS_PATH}/voices`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Where a saved voice-over's file or subtitles download from. */
export function voiceOverDownloadUrl(id: string, format: VoiceOverDownloadFormat): string {
  return `${VOICE_OVERS_PATH}/${encodeURIComponent(id)}/download/${format}`;
}
