import { queryOptions, useQuery } from '@tanstack/react-query';
import { generationSettingsEndpoints, type GenerationSettings } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

export const GENERATION_SETTINGS_QUERY_KEY = queryKeys.adminGenerationSettings();

/** GET /api/admin/generation-settings — administrators only; the key comes back masked. */
export function getGenerationSettings(signal?: AbortSignal): Promise<GenerationSettings> {
  return apiCall(generationSettingsEndpoints.get, { signal });
}

export const generationSettingsQueryOptions = queryOptions({
  queryKey: GENERATION_SETTINGS_QUERY_KEY,
  queryFn: ({ signal }) => getGenerationSettings(signal),
});

export function useGenerationSettings() {
  return useQuery(generationSettingsQueryOptions);
}
