import { useEffect, useState } from 'react';
import { publicEndpoints, type Health } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

export type StartupState =
  { status: 'checking' } | { status: 'ready'; health: Health } | { status: 'failed'; error: unknown };

/** GET /api/health once at start: the app only opens when the server answers. */
export function useStartupCheck(): StartupState {
  const [state, setState] = useState<StartupState>({ status: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    apiCall(publicEndpoints.health, { signal: controller.signal }).then(
      (health) => setState({ status: 'ready', health }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
