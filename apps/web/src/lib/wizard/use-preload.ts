import { useEffect } from 'react';

/**
 * Fetches a wizard's later steps (their lazy modules) once the page has shown: effects run
 * after it, so the first load stays small and "Next" never waits for the code.
 */
export function usePreload(...loaders: (() => Promise<unknown>)[]): void {
  useEffect(() => {
    for (const load of loaders) void load();
    // The loaders are module-level functions: once per page is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
