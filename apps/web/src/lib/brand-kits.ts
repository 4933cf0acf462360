import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandKitEndpoints, type BrandKit } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/*
 * The brand kits the user may use: their own and the team's (GET /api/brand-kits). Shared by
 * Settings -> Brand kits (which changes them) and every studio's "Brand kit" picker, so an
 * edit in one shows in the other through the same query key.
 */

export const BRAND_KITS_QUERY_KEY = queryKeys.brandKits();

export async function getBrandKits(signal?: AbortSignal): Promise<BrandKit[]> {
  const { items } = await apiCall(brandKitEndpoints.list, { signal });
  return items;
}

export const brandKitsQueryOptions = queryOptions({
  queryKey: BRAND_KITS_QUERY_KEY,
  queryFn: ({ signal }) => getBrandKits(signal),
});

export function useBrandKits() {
  return useQuery(brandKitsQueryOptions);
}

/** The kit a fresh draft starts from: the user's default (a team kit is nobody's default). */
export function defaultKitOf(kits: readonly BrandKit[]): BrandKit | undefined {
  return kits.find((kit) => kit.isDefault && !kit.team) ?? kits.find((kit) => kit.isDefault);
}
