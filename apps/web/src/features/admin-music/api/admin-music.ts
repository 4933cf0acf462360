import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminMusicEndpoints, type MusicTrack, type MusicUploadQuery } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { uploadFile } from '@/lib/upload-file';

/* The back office's music library: tracks for everyone (they count towards no one's quota). */

const adminMusicKey = ['admin', 'music'] as const;

export const useAdminMusic = () =>
  useQuery({
    queryKey: adminMusicKey,
    queryFn: ({ signal }) => apiCall(adminMusicEndpoints.list, { signal }).then((list) => list.items),
  });

export function useAdminMusicUpload() {
  const queryClient = useQueryClient();
  return (query: MusicUploadQuery, file: File, onProgress: (fraction: number) => void): Promise<MusicTrack> =>
    uploadFile(adminMusicEndpoints.upload, { query, file, onProgress }).then(async (track) => {
      await queryClient.invalidateQueries({ queryKey: adminMusicKey });
      return track;
    });
}

export function useDeleteAdminMusic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(adminMusicEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMusicKey }),
  });
}
