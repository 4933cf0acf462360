import { generationRecordSchema, isFinished, type GenerationRecord } from '@forja/contracts';
import { generationEventsUrl, getGeneration } from '@/lib/api/generations';

/*
 * Follows a running generation until it finishes: live through its event stream (every change
 * is one `message` event carrying the record), and when the stream fails or closes before a
 * finished record, by asking GET /api/generations/:id every 2 s and opening the stream again.
 * A stream that keeps failing (a proxy that buffers or drops it) is given up for polling alone.
 */

export const POLL_MS = 2000;
const STREAM_ATTEMPTS = 3;

export interface FollowOptions {
  onRecord: (record: GenerationRecord) => void;
  /** A poll that failed (the network, a 404): the follower keeps trying unless the error says it is gone. */
  onError?: (error: unknown) => void;
  pollMs?: number;
}

const isGone = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** Starts following; the returned function stops (on unmount, or when another id is followed). */
export function followGeneration(
  id: string,
  { onRecord, onError, pollMs = POLL_MS }: FollowOptions,
): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let streamFailures = 0;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };

  /** True when the record ends the follow. */
  const deliver = (record: GenerationRecord): boolean => {
    if (stopped) return true;
    onRecord(record);
    if (isFinished(record.status)) {
      stop();
      return true;
    }
    return false;
  };

  const poll = async () => {
    if (stopped) return;
    try {
      if (deliver(await getGeneration(id))) return;
    } catch (error) {
      onError?.(error);
      if (isGone(error)) return stop();
    }
    if (stopped) return;
    if (streamFailures < STREAM_ATTEMPTS && typeof EventSource !== 'undefined') openStream();
    else timer = setTimeout(() => void poll(), pollMs);
  };

  const openStream = () => {
    const stream = new EventSource(generationEventsUrl(id));
    source = stream;
    stream.onmessage = (event: MessageEvent<string>) => {
      streamFailures = 0;
      try {
        deliver(generationRecordSchema.parse(JSON.parse(event.data)));
      } catch {
        // A message that is not a record: the next one, or the poll, brings the state.
      }
    };
    // An error, or the server closing the stream before a finished record: poll, then reconnect.
    stream.onerror = () => {
      stream.close();
      if (source !== stream || stopped) return;
      source = null;
      streamFailures++;
      timer = setTimeout(() => void poll(), pollMs);
    };
  };

  if (typeof EventSource === 'undefined') void poll();
  else openStream();
  return stop;
}
