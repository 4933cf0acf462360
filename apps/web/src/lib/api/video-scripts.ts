import { videoScriptEndpoints } from '@forja/contracts';
import { createArchiveApi } from './archive-api';
import { queryKeys } from './query-keys';

/*
 * The video scripts archive, shared by the script studio (save), the archive (list, delete)
 * and the dashboard (counter), all under ['video-scripts'].
 */
const videoScripts = createArchiveApi({
  endpoints: videoScriptEndpoints,
  keys: { all: queryKeys.videoScripts, list: queryKeys.videoScriptList, count: queryKeys.videoScriptCount },
});

export const videoScriptCountQueryOptions = videoScripts.countQueryOptions;
export const useVideoScriptCount = videoScripts.useCount;
export const useSavedVideoScripts = videoScripts.useList;
export const useSaveVideoScript = videoScripts.useSave;
export const useDeleteVideoScript = videoScripts.useDelete;
