import { z } from 'zod';
import { onUserStorageCleared, userStorageKey } from '@/lib/user-storage';

/*
 * A wizard's drafts, one per user, kept outside React: a request that finishes after the user
 * left the page still lands in the draft, and the page shows it on return. Stored under the
 * user-storage prefix (removed at sign-out, so drafts never stay on a shared computer) in an
 * envelope with a version: a draft from an older version, or one its schema rejects, is
 * discarded rather than half-read. Writes are batched (an editor emits on every keystroke)
 * and flushed when the page is hidden, so a reload or a closed tab keeps the latest state.
 */

const WRITE_DELAY_MS = 250;

export interface DraftStoreOptions<T extends { draftId: string }, Seed> {
  /** The key's name: `forja.user.<name>.<userId>`. */
  name: string;
  /** Raise it when a stored draft of the previous shape can no longer be read. */
  version: number;
  schema: z.ZodType<T>;
  /** A new draft; `seed` (e.g. the interface language) shapes it. */
  empty: (seed?: Seed) => T;
  /** Repairs a draft read back from storage (e.g. quick requests left 'running' are over). */
  revive?: (draft: T) => T;
  /** A smaller copy to store when the full draft is over the storage quota. */
  shrink?: (draft: T) => T;
}

interface Envelope {
  version: number;
  draft: unknown;
}

export type DraftUpdate<T> = Partial<T> | ((draft: T) => Partial<T>);

export interface DraftStore<T extends { draftId: string }, Seed> {
  storageKey: (userId: string) => string;
  /** The user's draft; `seed` shapes a new one (a stored draft keeps its own). */
  get: (userId: string, seed?: Seed) => T;
  update: (userId: string, update: DraftUpdate<T>) => T;
  /** Applies the update only while the draft is still the run `draftId` names (requests finish late). */
  updateOf: (userId: string, draftId: string, update: DraftUpdate<T>) => boolean;
  /** Back to an empty draft (the stored one is removed). */
  reset: (userId: string, seed?: Seed) => T;
  subscribe: (listener: () => void) => () => void;
  /** Writes every changed draft now. */
  flush: () => void;
  /** Forgets the drafts held in memory (tests; sign-out). */
  forgetInMemory: () => void;
}

export function createDraftStore<T extends { draftId: string }, Seed = undefined>(
  options: DraftStoreOptions<T, Seed>,
): DraftStore<T, Seed> {
  const { name, version, schema, empty, revive = (d) => d, shrink } = options;
  const storageKey = (userId: string) => userStorageKey(name, userId);
  const drafts = new Map<string, T>();
  const listeners = new Set<() => void>();
  const dirty = new Set<string>();
  let writeTimer: ReturnType<typeof setTimeout> | undefined;
  const notify = () => listeners.forEach((listener) => listener());

  function discard(userId: string): void {
    try {
      localStorage.removeItem(storageKey(userId));
    } catch {
      // Storage unavailable: nothing to remove.
    }
  }

  function read(userId: string, seed?: Seed): T {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(storageKey(userId));
    } catch {
      return empty(seed);
    }
    if (!raw) return empty(seed);
    try {
      const envelope = JSON.parse(raw) as Partial<Envelope> | null;
      if (envelope?.version === version) {
        const parsed = schema.safeParse(envelope.draft);
        if (parsed.success) return revive(parsed.data);
      }
    } catch {
      // Not JSON: discarded below.
    }
    // Old or damaged: a fresh draft is safer than one read half right.
    discard(userId);
    return empty(seed);
  }

  function write(userId: string, draft: T): void {
    const store = (d: T) => localStorage.setItem(storageKey(userId), JSON.stringify({ version, draft: d }));
    try {
      store(draft);
    } catch {
      try {
        if (shrink) store(shrink(draft));
      } catch {
        // Storage unavailable (private mode, disabled): the draft lives for this page only.
      }
    }
  }

  function flush(): void {
    clearTimeout(writeTimer);
    writeTimer = undefined;
    for (const userId of dirty) {
      const draft = drafts.get(userId);
      if (draft) write(userId, draft);
    }
    dirty.clear();
  }

  function get(userId: string, seed?: Seed): T {
    let draft = drafts.get(userId);
    if (!draft) {
      draft = read(userId, seed);
      drafts.set(userId, draft);
    }
    return draft;
  }

  function update(userId: string, change: DraftUpdate<T>): T {
    const current = get(userId);
    const patch = typeof change === 'function' ? change(current) : change;
    const next = { ...current, ...patch };
    drafts.set(userId, next);
    dirty.add(userId);
    writeTimer ??= setTimeout(flush, WRITE_DELAY_MS);
    notify();
    return next;
  }

  function forgetInMemory(): void {
    clearTimeout(writeTimer);
    writeTimer = undefined;
    drafts.clear();
    dirty.clear();
  }

  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  // Sign-out removes the stored drafts; pending writes and the copies in memory go with them.
  onUserStorageCleared(() => {
    forgetInMemory();
    notify();
  });

  return {
    storageKey,
    get,
    update,
    updateOf(userId, draftId, change) {
      if (get(userId).draftId !== draftId) return false;
      update(userId, change);
      return true;
    },
    reset(userId, seed) {
      const fresh = empty(seed);
      drafts.set(userId, fresh);
      dirty.delete(userId);
      discard(userId);
      notify();
      return fresh;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    flush,
    forgetInMemory,
  };
}

/** Not a secret, only tells one wizard run from the next (randomUUID needs a secure context). */
export const newDraftId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** A draft's run id: a new one for a draft that has none (or an unreadable one). */
export const draftIdField = () =>
  z
    .string()
    .min(1)
    .catch(() => newDraftId());

/** A draft's step, 1 to `steps`; step 1 for anything else. */
export const stepField = <N extends number>(steps: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(steps)
    .catch(1)
    .transform((n) => n as N);
