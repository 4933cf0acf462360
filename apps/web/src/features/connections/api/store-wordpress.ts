import type { QueryClient } from '@tanstack/react-query';
import type { ConnectionList, WordPressConnection } from '@forja/contracts';
import { queryKeys } from '@/lib/api/query-keys';

/** Puts what the server answered for WordPress (or its absence) into the cached list. */
export function storeWordPress(queryClient: QueryClient, connection: WordPressConnection | null): void {
  queryClient.setQueryData<ConnectionList>(queryKeys.connections(), (old) =>
    old
      ? {
          connections: old.connections.map((entry) =>
            entry.platform !== 'wordpress'
              ? entry
              : (connection ?? { platform: 'wordpress', connected: false, display: null, connectedAt: null }),
          ),
        }
      : old,
  );
}
