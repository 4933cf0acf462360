import type { BatchDetail } from '@forja/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { streamRecord } from '../../lib/sse-stream.js';

const EVENTS_POLL_MS = 1_000;

const ended = (batch: BatchDetail) => batch.status === 'finished' || batch.status === 'cancelled';

/**
 * GET /api/batches/:id/events: the batch with its rows as Server-Sent Events, the first at
 * once, then at each change, until it has finished or been cancelled (a paused batch keeps
 * the stream until its time is up; EventSource then reconnects). Read from the database, as
 * the rows run in whichever process took their jobs.
 */
export function streamBatch(
  request: FastifyRequest,
  reply: FastifyReply,
  first: BatchDetail,
  load: () => Promise<BatchDetail>,
  closing: AbortSignal,
): Promise<void> {
  return streamRecord(request, reply, { first, load, ended, pollMs: EVENTS_POLL_MS, closing, name: 'batch' });
}
