import type { QueryClient } from '@tanstack/react-query';
import { profileEndpoints } from '@forja/contracts';
import { apiCall } from './api-call';
import { profileQueryOptions } from './api/profile';
import { queryKeys } from './api/query-keys';
import { browserTimeZone } from './time-zone';

/*
 * Loaded by the app shell once it is on screen (components/layout/app-shell.tsx), not with
 * it: every signed-in page's first load stays as it was (scripts/check-web-budgets.ts).
 */

/** The users whose empty zone this app load has already tried to fill, per query client. */
const tried = new WeakMap<QueryClient, Set<string>>();

/**
 * A profile without a zone ('' until then) gets the browser's, once per app load and user,
 * without a word to the user (they may change it in Settings). A failure is left alone on
 * purpose: the next app load tries again, and times show in the browser's zone meanwhile
 * (useUserTimeZone).
 */
export async function syncProfileTimeZone(queryClient: QueryClient): Promise<void> {
  const profile = await queryClient.ensureQueryData(profileQueryOptions);
  const zone = browserTimeZone();
  if (profile.timeZone !== '' || !zone) return;
  const users = tried.get(queryClient) ?? new Set<string>();
  tried.set(queryClient, users);
  if (users.has(profile.id)) return;
  users.add(profile.id);
  const saved = await apiCall(profileEndpoints.update, { body: { timeZone: zone } });
  queryClient.setQueryData(queryKeys.profile(), saved);
}
