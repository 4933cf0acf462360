import { brandKitEndpoints, type BrandKit, type BrandKitBody } from '@forja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { BRAND_KITS_QUERY_KEY } from '@/lib/brand-kits';

/** PUT /api/brand-kits/:id — the whole kit, as the form holds it. */
export function updateBrandKit({ id, body }: { id: string; body: BrandKitBody }): Promise<BrandKit> {
  return apiCall(brandKitEndpoints.update, { params: { id }, body });
}

export function useUpdateBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrandKit,
    // Making one kit the default changes another's badge: the whole list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRAND_KITS_QUERY_KEY }),
  });
}
