import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONNECTIONS_PATH, type ConnectionList } from '@forja/contracts';
import { api } from '@/lib/api-client';

export const CONNECTIONS_QUERY_KEY = ['connections'] as const;

/** GET /api/connections — one entry per platform (WordPress, YouTube, TikTok); never a password. */
export function getConnections(signal?: AbortSignal): Promise<ConnectionList> {
  return api.get<ConnectionList>(CONNECTIONS_PATH, { signal });
}

export const connectionsQueryOptions = queryOptions({
  queryKey: CONNECTIONS_QUERY_KEY,
  queryFn: ({ signal }) => getConnections(signal),
});

export function useConnections() {
  return useQuery(connectionsQueryOptions);
}
