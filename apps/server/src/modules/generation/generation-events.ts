import { isFinished, type GenerationRecord } from '@forja/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How often an open stream reads its generation again: changes reach the browser within this. */
const EVENTS_POLL_MS = 500;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 15_000;
/** A stream is closed after this long; EventSource reconnects by itself and gets the current state. */
const MAX_STREAM_MS = 10 * 60_000;

/**
 * GET /api/generations/:id/events: the generation's record as Server-Sent Events, the first at
 * once, then each time it changes, until it has finished. The record is read from the
 * database (the work may run in another process), so the stream is the same wherever the job runs.
 * `load` must already have answered once (a 404 is sent as a normal error before this).
 */
export async function streamGeneration(
  request: FastifyRequest,
  reply: FastifyReply,
  first: GenerationRecord,
  load: () => Promise<GenerationRecord>,
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
  const send = (record: GenerationRecord) => {
    const data = JSON.stringify(record);
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
    let record = first;
    while (!isFinished(record.status) && !done.signal.aborted) {
      await sleep(EVENTS_POLL_MS, done.signal);
      if (done.signal.aborted) break;
      record = await load();
      send(record);
    }
  } catch (err) {
    request.log.warn({ err }, 'generation events stream ended by an error');
  } finally {
    clearTimeout(deadline);
    clearInterval(keepalive);
    request.raw.off('close', stop);
    closing.removeEventListener('abort', stop);
    res.end();
  }
}

/**
 * Waits `ms`, or less when `signal` aborts. Its abort listener goes with the timer: a stream
 * polls hundreds of times on one signal, and a listener left per poll piles up (Node warned of
 * 11 on one signal during a render).
 */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal.addEventListener('abort', wake, { once: true });
  });
}
