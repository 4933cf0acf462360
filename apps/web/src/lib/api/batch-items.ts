import { useQuery } from '@tanstack/react-query';
import { batchEndpoints, type BatchItems, type Studio } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from './query-keys';

/*
 * Which archive items a batch made (GET /api/batches/items): an archive asks once per page of
 * cards it shows, so its cards can link to the batch (components/archive/batch-origin.tsx).
 */

export function getBatchItems(
  studio: Studio,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<BatchItems> {
  return apiCall(batchEndpoints.items, { query: { studio, ids: ids.join(',') }, signal });
}

/**
 * The batch that made `itemId`, or null. Every card of a page asks with the page's ids, the
 * same query: one request per page (a page asked for once is cached, so Load more asks only
 * for the new page). A failure shows no link rather than an error: the link is a convenience
 * on a card that works without it.
 */
export function useBatchOrigin(studio: Studio, pageIds: readonly string[], itemId: string): string | null {
  const query = useQuery({
    queryKey: queryKeys.batchItems(studio, pageIds),
    queryFn: ({ signal }) => getBatchItems(studio, pageIds, signal),
    select: (answer) => answer.items.find((item) => item.itemId === itemId)?.batchId ?? null,
    staleTime: 60_000,
    retry: false,
  });
  return query.data ?? null;
}
