import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORDPRESS_CONNECTION_PATH, type WordPressConnection } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { storeWordPress } from './store-wordpress';

/** POST /api/connections/wordpress/test — signs in again with the saved credentials. */
export function testWordPress(): Promise<WordPressConnection> {
  return api.post<WordPressConnection>(`${WORDPRESS_CONNECTION_PATH}/test`);
}

export function useTestWordPress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testWordPress,
    // The site may have renamed the user or moved to https: show what it says now.
    onSuccess: (connection) => storeWordPress(queryClient, connection),
  });
}
