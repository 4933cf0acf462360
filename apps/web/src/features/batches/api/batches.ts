import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { batchEndpoints, type BatchDetail, type BatchSource } from '@forja/contracts';
import { apiCall, endpointUrl } from '@/lib/api-call';
import { invalidateCredits } from '@/lib/api/credits';
import { queryKeys } from '@/lib/api/query-keys';

/*
 * Batch runs (packages/contracts/src/endpoints/batches.ts): the preview and the start, the
 * user's batches, one batch and what can be done to it. Every action answers the batch as it
 * is now, which replaces the cached one, so the page never waits for the next event.
 */

export const previewBatch = (source: BatchSource) => apiCall(batchEndpoints.preview, { body: source });
export const createBatch = (source: BatchSource) => apiCall(batchEndpoints.create, { body: source });

export const batchListQueryOptions = queryOptions({
  queryKey: queryKeys.batchList(),
  queryFn: ({ signal }) => apiCall(batchEndpoints.list, { signal }),
});

export const batchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.batch(id),
    queryFn: ({ signal }) => apiCall(batchEndpoints.get, { params: { id }, signal }),
  });

export const useBatch = (id: string) => useQuery(batchQueryOptions(id));
export const useBatchList = () => useQuery(batchListQueryOptions);

/** The event stream's address (EventSource, same origin). */
export const batchEventsUrl = (id: string) => endpointUrl(batchEndpoints.events, { id });
/** The zip of every succeeded row's files. */
export const batchDownloadUrl = (id: string) => endpointUrl(batchEndpoints.download, { id });

/** A batch as it is now, in its query and in the list (its counts and status). */
export function storeBatch(queryClient: QueryClient, batch: BatchDetail): void {
  queryClient.setQueryData(queryKeys.batch(batch.id), batch);
  void queryClient.invalidateQueries({ queryKey: queryKeys.batchList() });
}

export type BatchAction =
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'cancel' }
  | { type: 'retry'; rowIds?: string[] }
  | { type: 'save' };

/** What one action answers: the batch, and how many results were saved (save only). */
async function runAction(id: string, action: BatchAction): Promise<{ batch: BatchDetail; saved?: number }> {
  const params = { id };
  switch (action.type) {
    case 'pause':
      return { batch: await apiCall(batchEndpoints.pause, { params }) };
    case 'resume':
      return { batch: await apiCall(batchEndpoints.resume, { params }) };
    case 'cancel':
      return { batch: await apiCall(batchEndpoints.cancel, { params }) };
    case 'retry':
      return { batch: await apiCall(batchEndpoints.retry, { params, body: { rowIds: action.rowIds } }) };
    case 'save':
      return apiCall(batchEndpoints.save, { params });
  }
}

/**
 * Pause, resume, cancel, retry and save: the answer replaces the cached batch; credits move
 * (a cancel releases, a retry holds), and a save fills the studio's archive.
 */
export function useBatchAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BatchAction) => runAction(id, action),
    onSuccess: ({ batch }, action) => {
      storeBatch(queryClient, batch);
      void invalidateCredits(queryClient);
      // The studio's archive has new items (its list and counter, whichever studio it is),
      // and the archives' "from a batch" links: everything but the session is read again.
      if (action.type === 'save') {
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      }
    },
  });
}

/** Starts the batch: the server holds nothing until its rows run, but the list changes. */
export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: (batch) => {
      storeBatch(queryClient, batch);
      void invalidateCredits(queryClient);
    },
  });
}
