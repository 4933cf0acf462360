import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints, type Profile } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from './query-keys';

/*
 * The session user's profile. Settings edits it; the app shell reads its time zone (saved from
 * the browser the first time) and the dashboard and the notifications show times in it, so
 * they all share one query.
 */

/** GET /api/profile — the session user's own profile. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiCall(profileEndpoints.get, { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: queryKeys.profile(),
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
