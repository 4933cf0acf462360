import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { musicEndpoints, type MusicTrack, type MusicUploadQuery } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { uploadFile } from '@/lib/upload-file';

/* The music library as the video studio sees it: the administrator's tracks and the user's own. */

export const musicKey = ['music'] as const;
/** Own tracks count towards the storage Settings shows (GET /api/media/usage). */
const usageKey = ['media', 'usage'] as const;

export const useMusicTracks = () =>
  useQuery({ queryKey: musicKey, queryFn: () => apiCall(musicEndpoints.list).then((list) => list.items) });

export function useMusicUpload() {
  const queryClient = useQueryClient();
  return (query: MusicUploadQuery, file: File, onProgress: (fraction: number) => void): Promise<MusicTrack> =>
    uploadFile(musicEndpoints.upload, { query, file, onProgress }).then(async (track) => {
      await queryClient.invalidateQueries({ queryKey: musicKey });
      void queryClient.invalidateQueries({ queryKey: usageKey });
      return track;
    });
}

export function useDeleteMusic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(musicEndpoints.remove, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: musicKey }),
        queryClient.invalidateQueries({ queryKey: usageKey }),
      ]),
  });
}
