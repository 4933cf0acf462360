/**
 * At most `limit` renders at once; the others wait their turn in order. A render uses every
 * core it gets, so on a small machine two at once would only make both slower and starve the
 * web server. A waiting render whose signal aborts leaves the queue without running.
 */
export interface RenderQueue {
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Renders running now and renders waiting. */
  load(): { running: number; waiting: number };
}

export function createRenderQueue(limit: number): RenderQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('The render queue needs a limit of at least 1.');
  let running = 0;
  const waiting: (() => void)[] = [];

  // A finishing render hands its slot straight to the next in line, so no newcomer can slip in.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    load: () => ({ running, waiting: waiting.length }),
    async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (running < limit) {
        running += 1;
      } else {
        await new Promise<void>((resolve, reject) => {
          const start = () => {
            signal?.removeEventListener('abort', cancel);
            resolve();
          };
          const cancel = () => {
            const at = waiting.indexOf(start);
            if (at >= 0) waiting.splice(at, 1);
            reject(
              signal?.reason instanceof Error
                ? signal.reason
                : new DOMException('Render aborted', 'AbortError'),
            );
          };
          if (signal?.aborted) return cancel();
          signal?.addEventListener('abort', cancel, { once: true });
          waiting.push(start);
        });
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
