import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectionEndpoints, type WordPressConnectBody, type WordPressConnection } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { storeWordPress } from './store-wordpress';

/**
 * PUT /api/connections/wordpress — the server signs in to the site with the application
 * password first and saves only a working connection (encrypted).
 */
export function connectWordPress(body: WordPressConnectBody): Promise<WordPressConnection> {
  return apiCall(connectionEndpoints.connectWordPress, { body });
}

export function useConnectWordPress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectWordPress,
    onSuccess: (connection) => storeWordPress(queryClient, connection),
  });
}
