import { queryOptions, useQuery } from '@tanstack/react-query';
import { creditEndpoints, type GenerationFamily, type GenerationStatus } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from './query-keys';

/* Whether each kind of content can be generated right now (GET /api/generation/status). */

export function getGenerationStatus(signal?: AbortSignal): Promise<GenerationStatus> {
  return apiCall(creditEndpoints.generationStatus, { signal });
}

export const generationStatusQueryOptions = queryOptions({
  queryKey: queryKeys.generationStatus(),
  queryFn: ({ signal }) => getGenerationStatus(signal),
  staleTime: 30_000,
});

/** The provider and readiness of one family; undefined while loading or when the check failed. */
export function useGenerationStatus(family: GenerationFamily) {
  const query = useQuery(generationStatusQueryOptions);
  return query.data?.[family];
}
