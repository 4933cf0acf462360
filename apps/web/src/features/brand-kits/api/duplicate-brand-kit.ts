import { brandKitEndpoints, type BrandKit } from '@forja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { BRAND_KITS_QUERY_KEY } from '@/lib/brand-kits';

/** POST /api/brand-kits/:id/duplicate — a personal copy of one's own kit or of a team kit. */
export function duplicateBrandKit(id: string): Promise<BrandKit> {
  return apiCall(brandKitEndpoints.duplicate, { params: { id } });
}

export function useDuplicateBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateBrandKit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRAND_KITS_QUERY_KEY }),
  });
}
