import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { batchDetailSchema, type BatchDetail } from '@forja/contracts';
import { queryKeys } from '@/lib/api/query-keys';
import { batchEventsUrl, storeBatch } from '../api/batches';

/*
 * Keeps a batch's query live while it runs or is paused (its rows may still be finishing):
 * every change arrives on /api/batches/:id/events as the whole batch. When the stream fails
 * or closes early the batch is read again after 2 s and the stream reopened; a stream that
 * keeps failing (a proxy that buffers it) is given up for reading every 2 s, as the
 * generations' follower does (lib/wizard/follow-generation.ts).
 */

export const BATCH_POLL_MS = 2000;
const STREAM_ATTEMPTS = 3;

export const isBatchOver = (batch: Pick<BatchDetail, 'status'>) =>
  batch.status === 'finished' || batch.status === 'cancelled';

export function useBatchEvents(id: string, following: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!following) return;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      source = null;
    };

    const deliver = (batch: BatchDetail) => {
      storeBatch(queryClient, batch);
      if (isBatchOver(batch)) stop();
    };

    const poll = async () => {
      if (stopped) return;
      try {
        await queryClient.refetchQueries({ queryKey: queryKeys.batch(id), exact: true });
      } catch {
        // The query keeps its error; the next round tries again.
      }
      const batch = queryClient.getQueryData<BatchDetail>(queryKeys.batch(id));
      if (stopped || (batch && isBatchOver(batch))) return stop();
      if (failures < STREAM_ATTEMPTS && typeof EventSource !== 'undefined') open();
      else timer = setTimeout(() => void poll(), BATCH_POLL_MS);
    };

    const open = () => {
      const stream = new EventSource(batchEventsUrl(id));
      source = stream;
      stream.onmessage = (event: MessageEvent<string>) => {
        failures = 0;
        try {
          deliver(batchDetailSchema.parse(JSON.parse(event.data)));
        } catch {
          // Not a batch: the next message, or the next read, brings the state.
        }
      };
      stream.onerror = () => {
        stream.close();
        if (source !== stream || stopped) return;
        source = null;
        failures++;
        timer = setTimeout(() => void poll(), BATCH_POLL_MS);
      };
    };

    if (typeof EventSource === 'undefined') timer = setTimeout(() => void poll(), BATCH_POLL_MS);
    else open();
    return stop;
  }, [id, following, queryClient]);
}
