import { brandKitEndpoints } from '@forja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { BRAND_KITS_QUERY_KEY } from '@/lib/brand-kits';

/** DELETE /api/brand-kits/:id — drafts that chose the kit keep its brief (their own copy). */
export function deleteBrandKit(id: string): Promise<unknown> {
  return apiCall(brandKitEndpoints.remove, { params: { id } });
}

export function useDeleteBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrandKit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRAND_KITS_QUERY_KEY }),
  });
}
