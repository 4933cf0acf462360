/* The profile query is shared with the app shell and the dashboard (lib/api/profile.ts). */
export { getProfile, profileQueryOptions, useProfile } from '@/lib/api/profile';
import { queryKeys } from '@/lib/api/query-keys';

export const PROFILE_QUERY_KEY = queryKeys.profile();
