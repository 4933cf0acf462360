import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORDPRESS_CONNECTION_PATH } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { storeWordPress } from './store-wordpress';

/** DELETE /api/connections/wordpress — 204, also when it was already gone. */
export function disconnectWordPress(): Promise<void> {
  return api.delete<void>(WORDPRESS_CONNECTION_PATH);
}

export function useDisconnectWordPress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectWordPress,
    onSuccess: () => storeWordPress(queryClient, null),
  });
}
