import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints, type NotificationPrefs } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

const MUTATION_KEY = ['notifications', 'update'] as const;

/** PUT /api/notifications — always the whole set, so the last write describes the full state. */
export function updateNotifications(body: NotificationPrefs): Promise<NotificationPrefs> {
  return apiCall(profileEndpoints.updateNotifications, { body });
}

/**
 * Optimistic: the switch moves at once, and goes back if the server refuses.
 * Only the last of several quick toggles reconciles with the server, so an earlier
 * answer cannot flip a switch the user has moved again since.
 */
export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: updateNotifications,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      const previous = queryClient.getQueryData<NotificationPrefs>(NOTIFICATIONS_QUERY_KEY);
      queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, context.previous);
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1) {
        await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      }
    },
  });
}
