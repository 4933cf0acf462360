import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectionEndpoints, type WordPressConnection } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { storeWordPress } from './store-wordpress';

/** POST /api/connections/wordpress/test — signs in again with the saved credentials. */
export function testWordPress(): Promise<WordPressConnection> {
  return apiCall(connectionEndpoints.testWordPress);
}

export function useTestWordPress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testWordPress,
    // The site may have renamed the user or moved to https: show what it says now.
    onSuccess: (connection) => storeWordPress(queryClient, connection),
  });
}
