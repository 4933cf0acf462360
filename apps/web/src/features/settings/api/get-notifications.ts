import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints, type NotificationPrefs } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

export const NOTIFICATIONS_QUERY_KEY = queryKeys.notifications();

/** GET /api/notifications */
export function getNotifications(signal?: AbortSignal): Promise<NotificationPrefs> {
  return apiCall(profileEndpoints.notifications, { signal });
}

export const notificationsQueryOptions = queryOptions({
  queryKey: NOTIFICATIONS_QUERY_KEY,
  queryFn: ({ signal }) => getNotifications(signal),
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
