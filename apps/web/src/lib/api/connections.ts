import { queryOptions, useQuery } from '@tanstack/react-query';
import { connectionEndpoints, type ConnectionList } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from './query-keys';

/*
 * The user's platform connections. Settings -> Connections changes them and the wizards'
 * publish forms read them, through the same query.
 */

/** GET /api/connections — one entry per platform (WordPress, YouTube, TikTok); never a password. */
export function getConnections(signal?: AbortSignal): Promise<ConnectionList> {
  return apiCall(connectionEndpoints.list, { signal });
}

export const connectionsQueryOptions = queryOptions({
  queryKey: queryKeys.connections(),
  queryFn: ({ signal }) => getConnections(signal),
});

export function useConnections() {
  return useQuery(connectionsQueryOptions);
}

/** The WordPress connection (connected or not), or undefined while loading. */
export function useWordPressConnection() {
  const query = useConnections();
  const wordpress = query.data?.connections.find((c) => c.platform === 'wordpress');
  return { ...query, wordpress };
}
