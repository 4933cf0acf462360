import { useQueries } from '@tanstack/react-query';
import { batchEndpoints, type BatchItems, type Studio } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from './query-keys';

/*
 * Which archive items a batch made (GET /api/batches/items): an archive asks once per page of
 * cards it shows, so its cards can link to the batch (components/archive/batch-origin.tsx).
 */

/** The endpoint's most ids at once (batchItemsQuerySchema). */
const IDS_PER_REQUEST = 50;

export function getBatchItems(
  studio: Studio,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<BatchItems> {
  return apiCall(batchEndpoints.items, { query: { studio, ids: ids.join(',') }, signal });
}

/** Pages of ids, each cut to the endpoint's limit (an archive's page is smaller). */
function requests(pages: readonly (readonly string[])[]): string[][] {
  return pages.flatMap((ids) => {
    const parts: string[][] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) parts.push(ids.slice(i, i + IDS_PER_REQUEST));
    return parts;
  });
}

/**
 * The batch id of each shown item that a batch made: one request per page of the list (a page
 * asked for once is cached, so Load more asks only for the new page). A failure shows no link
 * rather than an error: the link is a convenience on a card that works without it.
 */
export function useBatchOrigins(
  studio: Studio | undefined,
  pages: readonly (readonly string[])[],
): ReadonlyMap<string, string> {
  const results = useQueries({
    queries: (studio ? requests(pages) : []).map((ids) => ({
      queryKey: queryKeys.batchItems(studio ?? '', ids),
      queryFn: ({ signal }: { signal: AbortSignal }) => getBatchItems(studio!, ids, signal),
      staleTime: 60_000,
      retry: false,
    })),
  });
  const origins = new Map<string, string>();
  for (const result of results) {
    for (const item of result.data?.items ?? []) origins.set(item.itemId, item.batchId);
  }
  return origins;
}
