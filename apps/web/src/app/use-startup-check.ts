import { useEffect, useState } from 'react';
import type { Health } from '@forja/contracts';
import { api } from '@/lib/api-client';

export type StartupState =
  { status: 'checking' } | { status: 'ready'; health: Health } | { status: 'failed'; error: unknown };

/** GET /api/health once at start: the app only opens when the server answers. */
export function useStartupCheck(): StartupState {
  const [state, setState] = useState<StartupState>({ status: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    api.get<Health>('/api/health', { signal: controller.signal }).then(
      (health) => setState({ status: 'ready', health }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
