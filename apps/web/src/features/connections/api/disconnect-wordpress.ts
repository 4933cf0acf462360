import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectionEndpoints } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { storeWordPress } from './store-wordpress';

/** DELETE /api/connections/wordpress — 204, also when it was already gone. */
export function disconnectWordPress(): Promise<void> {
  return apiCall(connectionEndpoints.disconnectWordPress);
}

export function useDisconnectWordPress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectWordPress,
    onSuccess: () => storeWordPress(queryClient, null),
  });
}
