import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 15_000;
/** A stream is closed after this long; EventSource reconnects by itself and gets the current state. */
const MAX_STREAM_MS = 10 * 60_000;

export interface RecordStream<T> {
  /** The record as it is now (answered once already: a 404 is a normal error before the stream opens). */
  first: T;
  /** Reads it again from the database: the work may run in another process. */
  load: () => Promise<T>;
  /** Whether it will not change any more: the stream ends after sending it. */
  ended: (record: T) => boolean;
  /** How often it is read again: changes reach the browser within this. */
  pollMs: number;
  /** The server is closing: the stream ends. */
  closing: AbortSignal;
  /** What is streamed, for the log ("generation", "batch"). */
  name: string;
}

/**
 * A record as Server-Sent Events (a generation, a batch): the first at once, then each time it
 * changes, until it has ended, the client left, the server closes or MAX_STREAM_MS passed.
 */
export async function streamRecord<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  stream: RecordStream<T>,
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
  const send = (record: T) => {
    const data = JSON.stringify(record);
    if (data === last) return;
    last = data;
    res.write(`data: ${data}\n\n`);
  };

  const done = new AbortController();
  const stop = () => done.abort();
  request.raw.on('close', stop);
  stream.closing.addEventListener('abort', stop, { once: true });
  const deadline = setTimeout(stop, MAX_STREAM_MS);
  const keepalive = setInterval(() => res.write(': keep-alive\n\n'), KEEPALIVE_MS);
  try {
    send(stream.first);
    let record = stream.first;
    while (!stream.ended(record) && !done.signal.aborted) {
      await sleep(stream.pollMs, done.signal);
      if (done.signal.aborted) break;
      record = await stream.load();
      send(record);
    }
  } catch (err) {
    request.log.warn({ err }, `${stream.name} events stream ended by an error`);
  } finally {
    clearTimeout(deadline);
    clearInterval(keepalive);
    request.raw.off('close', stop);
    stream.closing.removeEventListener('abort', stop);
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
