import type { BatchDetail } from '@forja/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sleep } from '../generation/generation-events.js';

const EVENTS_POLL_MS = 1_000;
const KEEPALIVE_MS = 15_000;
/** A stream is closed after this long; EventSource reconnects by itself (a paused batch waits here). */
const MAX_STREAM_MS = 10 * 60_000;

const ended = (batch: BatchDetail) => batch.status === 'finished' || batch.status === 'cancelled';

/**
 * GET /api/batches/:id/events: the batch with its rows as Server-Sent Events, the first at
 * once, then at each change, until it has finished or been cancelled. Read from the database,
 * as the rows run in whichever process took their jobs. `first` answered already (a 404 is a
 * normal error before the stream opens).
 */
export async function streamBatch(
  request: FastifyRequest,
  reply: FastifyReply,
  first: BatchDetail,
  load: () => Promise<BatchDetail>,
  closing: AbortSignal,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': String(request.id),
  });
  let last = '';
  const send = (batch: BatchDetail) => {
    const data = JSON.stringify(batch);
    if (data === last) return;
    last = data;
    res.write(`data: ${data}\n\n`);
  };
  const done = new AbortController();
  const stop = () => done.abort();
  request.raw.on('close', stop);
  closing.addEventListener('abort', stop, { once: true });
  const deadline = setTimeout(stop, MAX_STREAM_MS);
  const keepalive = setInterval(() => res.write(': keep-alive\n\n'), KEEPALIVE_MS);
  try {
    send(first);
    let batch = first;
    while (!ended(batch) && !done.signal.aborted) {
      await sleep(EVENTS_POLL_MS, done.signal);
      if (done.signal.aborted) break;
      batch = await load();
      send(batch);
    }
  } catch (err) {
    request.log.warn({ err }, 'batch events stream ended by an error');
  } finally {
    clearTimeout(deadline);
    clearInterval(keepalive);
    request.raw.off('close', stop);
    closing.removeEventListener('abort', stop);
    res.end();
  }
}
