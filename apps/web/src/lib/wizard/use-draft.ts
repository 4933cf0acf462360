import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '@/lib/session';
import type { DraftStore, DraftUpdate } from './draft-store';

/** The signed-in user's draft of a wizard (wizard pages sit behind RequireAuth, so there is a user). */
export function useDraft<T extends { draftId: string }, Seed>(
  store: DraftStore<T, Seed>,
  seed?: () => Seed,
): { userId: string; draft: T; update: (update: DraftUpdate<T>) => void } {
  const { user } = useSession();
  const userId = user?.id ?? 'anonymous';
  const draft = useSyncExternalStore(store.subscribe, () => store.get(userId, seed?.()));
  const update = useCallback((u: DraftUpdate<T>) => void store.update(userId, u), [store, userId]);
  return { userId, draft, update };
}
