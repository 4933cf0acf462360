import type { QueryClient } from '@tanstack/react-query';

/**
 * What the wizard's actions need from the page. The actions run outside React: a request
 * that ends after the user left the page still lands in the draft.
 */
export interface WizardContext {
  userId: string;
  queryClient: QueryClient;
  /** For the 'see plans' link of the insufficient-credits toast. */
  navigate: (to: string) => void;
}

/* Requests running in this page's lifetime, so a reopened page does not look them up again. */
const inFlight = new Set<string>();

export type FlightKind = 'titles' | 'article' | 'promptSuggestion' | 'image';

export const isInFlight = (userId: string, kind: FlightKind) => inFlight.has(`${userId}:${kind}`);

/** Runs `work` unless the same kind is already running for the user; false when it did not run. */
export async function once(userId: string, kind: FlightKind, work: () => Promise<void>): Promise<boolean> {
  const key = `${userId}:${kind}`;
  if (inFlight.has(key)) return false;
  inFlight.add(key);
  try {
    await work();
  } finally {
    inFlight.delete(key);
  }
  return true;
}

/** Tests: requests left hanging by one test must not block the next. */
export function forgetInFlight(): void {
  inFlight.clear();
}
