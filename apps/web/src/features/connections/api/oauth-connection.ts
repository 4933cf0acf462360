import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  oauthConnectionPath,
  type ConnectionList,
  type OAuthConnection,
  type OAuthDisconnectResult,
  type OAuthPlatform,
} from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** Puts a YouTube/TikTok connection into the shared list, so every screen shows it at once. */
function store(queryClient: ReturnType<typeof useQueryClient>, connection: OAuthConnection) {
  queryClient.setQueryData<ConnectionList>(queryKeys.connections(), (list) =>
    list
      ? { connections: list.connections.map((c) => (c.platform === connection.platform ? connection : c)) }
      : list,
  );
}

/** POST /api/connections/:platform/test — reads the channel or account again. */
export function useTestOAuthConnection(platform: OAuthPlatform) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<OAuthConnection>(`${oauthConnectionPath(platform)}/test`),
    onSuccess: (connection) => store(queryClient, connection),
    // A revoked grant turns the block into "connect again": read the list anew.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.connections() }),
  });
}

/** DELETE /api/connections/:platform — revoked at the platform (the answer says if it confirmed), then forgotten. */
export function useDisconnectOAuth(platform: OAuthPlatform) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<OAuthDisconnectResult>(oauthConnectionPath(platform)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.connections() }),
  });
}
