import { brandKitEndpoints, type BrandKit, type BrandKitBody } from '@forja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { BRAND_KITS_QUERY_KEY } from '@/lib/brand-kits';

/** POST /api/brand-kits — a new kit (a team kit when an administrator asks for one). */
export function createBrandKit(body: BrandKitBody): Promise<BrandKit> {
  return apiCall(brandKitEndpoints.create, { body });
}

export function useCreateBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrandKit,
    // A new default unsets the previous one on the server: the whole list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRAND_KITS_QUERY_KEY }),
  });
}
