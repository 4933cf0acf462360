import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  WORDPRESS_CONNECTION_PATH,
  type WordPressConnectBody,
  type WordPressConnection,
} from '@forja/contracts';
import { api } from '@/lib/api-client';
import { storeWordPress } from './store-wordpress';

/**
 * PUT /api/connections/wordpress — the server signs in to the site with the application
 * password first and saves only a working connection (encrypted).
 */
export function connectWordPress(body: WordPressConnectBody): Promise<WordPressConnection> {
  return api.put<WordPressConnection>(WORDPRESS_CONNECTION_PATH, body);
}

export function useConnectWordPress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectWordPress,
    onSuccess: (connection) => storeWordPress(queryClient, connection),
  });
}
