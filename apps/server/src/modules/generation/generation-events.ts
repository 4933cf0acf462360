import { isFinished, type GenerationRecord } from '@forja/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { streamRecord } from '../../lib/sse-stream.js';

export { sleep } from '../../lib/sse-stream.js';

/** How often an open stream reads its generation again: changes reach the browser within this. */
const EVENTS_POLL_MS = 500;

/**
 * GET /api/generations/:id/events: the generation's record as Server-Sent Events, the first at
 * once, then each time it changes, until it has finished. The record is read from the
 * database (the work may run in another process), so the stream is the same wherever the job runs.
 * `load` must already have answered once (a 404 is sent as a normal error before this).
 */
export function streamGeneration(
  request: FastifyRequest,
  reply: FastifyReply,
  first: GenerationRecord,
  load: () => Promise<GenerationRecord>,
  closing: AbortSignal,
): Promise<void> {
  return streamRecord(request, reply, {
    first,
    load,
    ended: (record) => isFinished(record.status),
    pollMs: EVENTS_POLL_MS,
    closing,
    name: 'generation',
  });
}
