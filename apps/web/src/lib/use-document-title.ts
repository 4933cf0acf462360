import { useEffect } from 'react';

/** "Log in · Forja"; the bare app name when no page title is given. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Forja` : 'Forja';
  }, [title]);
}
