/*
 * Requests running in this page's lifetime, by user and kind, so a double click or a reopened
 * page does not start (or look up) the same thing twice.
 */
const inFlight = new Set<string>();

export const isInFlight = (userId: string, kind: string) => inFlight.has(`${userId}:${kind}`);

/** Runs `work` unless the same kind is already running for the user; false when it did not run. */
export async function once(userId: string, kind: string, work: () => Promise<void>): Promise<boolean> {
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
