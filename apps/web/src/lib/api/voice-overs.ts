import { useQuery } from '@tanstack/react-query';
import { voiceOverEndpoints, type VoiceOverDownloadFormat } from '@forja/contracts';
import { apiCall, endpointUrl } from '@/lib/api-call';
import { createArchiveApi } from './archive-api';
import { queryKeys } from './query-keys';

/*
 * The audio archive, shared by the voice-over studio (save), the archive (list, delete) and the
 * dashboard (counter): all under ['voice-overs'], so a save or delete anywhere updates the others.
 */
const voiceOvers = createArchiveApi({
  endpoints: voiceOverEndpoints,
  keys: { all: queryKeys.voiceOvers, list: queryKeys.voiceOverList, count: queryKeys.voiceOverCount },
});

export const voiceOverCountQueryOptions = voiceOvers.countQueryOptions;
export const useVoiceOverCount = voiceOvers.useCount;
export const useSavedVoiceOvers = voiceOvers.useList;
/** 201 saved, 200 already saved (the same generation). */
export const useSaveVoiceOver = voiceOvers.useSave;
export const useDeleteVoiceOver = voiceOvers.useDelete;

/** The voices of the engine the administrator chose: the product's first, then the engine's others. */
export function useSpeechVoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: queryKeys.speechVoices(),
    queryFn: ({ signal }) => apiCall(voiceOverEndpoints.voices, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Where a saved voice-over's file or subtitles download from. */
export function voiceOverDownloadUrl(id: string, format: VoiceOverDownloadFormat): string {
  return endpointUrl(voiceOverEndpoints.download, { id, format });
}
