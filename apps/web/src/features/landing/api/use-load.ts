import { startTransition, useCallback, useEffect, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/*
 * A tiny fetch-on-mount hook. The landing page runs without TanStack Query (its entry is
 * kept under the JavaScript budget), and it renders the same first frame on the server
 * and in the browser: "loading".
 */
export function useLoad<T>(fetcher: (signal: AbortSignal) => Promise<T>): Load<T> & { reload: () => void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading', data: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    // The answer re-renders large parts of the page (pricing, FAQ): let React do it in slices.
    fetcher(controller.signal).then(
      (data) => startTransition(() => setState({ status: 'success', data, error: undefined })),
      (error: unknown) => {
        if (!controller.signal.aborted)
          startTransition(() => setState({ status: 'error', data: undefined, error }));
      },
    );
    return () => controller.abort();
  }, [fetcher, attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading', data: undefined, error: undefined });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reload };
}
