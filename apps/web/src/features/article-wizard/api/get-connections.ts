import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONNECTIONS_PATH, type ConnectionList } from '@forja/contracts';
import { api } from '@/lib/api-client';

/* Settings -> Connections uses the same key, so connecting there updates the wizard. */
export const CONNECTIONS_QUERY_KEY = ['connections'] as const;

export function getConnections(signal?: AbortSignal): Promise<ConnectionList> {
  return api.get<ConnectionList>(CONNECTIONS_PATH, { signal });
}

const connectionsQueryOptions = queryOptions({
  queryKey: CONNECTIONS_QUERY_KEY,
  queryFn: ({ signal }) => getConnections(signal),
});

/** The WordPress connection (connected or not), or undefined while loading. */
export function useWordPressConnection() {
  const query = useQuery(connectionsQueryOptions);
  const wordpress = query.data?.connections.find((c) => c.platform === 'wordpress');
  return { ...query, wordpress };
}
