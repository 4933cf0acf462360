import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  connectionEndpoints,
  type ConnectionList,
  type OAuthConnection,
  type OAuthPlatform,
} from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/** Puts a YouTube/TikTok connection into the shared list, so every screen shows it at once. */
function store(queryClient: ReturnType<typeof useQueryClient>, connection: OAuthConnection) {
  queryClient.setQueryData<ConnectionList>(queryKeys.connections(), (list) =>
    list
      ? { connections: list.connections.map((c) => (c.platform === connection.platform ? connection : c)) }
      : list,
  );
}

/** Reads the channel or account again. */
export function useTestOAuthConnection(platform: OAuthPlatform) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(connectionEndpoints.testOAuth, { params: { platform } }),
    onSuccess: (connection) => store(queryClient, connection),
    // A revoked grant turns the block into "connect again": read the list anew.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.connections() }),
  });
}

/** Revoked at the platform (the answer says if it confirmed), then forgotten. */
export function useDisconnectOAuth(platform: OAuthPlatform) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(connectionEndpoints.disconnectOAuth, { params: { platform } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.connections() }),
  });
}
