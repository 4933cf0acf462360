import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPrefs } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export const NOTIFICATIONS_QUERY_KEY = queryKeys.notifications();

/** GET /api/notifications */
export function getNotifications(signal?: AbortSignal): Promise<NotificationPrefs> {
  return api.get<NotificationPrefs>('/api/notifications', { signal });
}

export const notificationsQueryOptions = queryOptions({
  queryKey: NOTIFICATIONS_QUERY_KEY,
  queryFn: ({ signal }) => getNotifications(signal),
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
