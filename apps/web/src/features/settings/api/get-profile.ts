import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints, type Profile } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

export const PROFILE_QUERY_KEY = queryKeys.profile();

/** GET /api/profile — the session user's own profile. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiCall(profileEndpoints.get, { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
