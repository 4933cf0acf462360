/*
 * Everything the studio keeps in the browser for one signed-in user (wizard drafts) lives
 * under one key prefix, so signing out can remove all of it: drafts must not stay behind on
 * a shared computer. Stores that also hold the data in memory register to be told.
 */
export const USER_STORAGE_PREFIX = 'forja.user.';

/** Where the store `name` keeps the data of `userId`. */
export const userStorageKey = (name: string, userId: string) => `${USER_STORAGE_PREFIX}${name}.${userId}`;

const clearListeners = new Set<() => void>();

/** Called when the signed-in user's browser data is removed (sign-out). */
export function onUserStorageCleared(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

export function clearUserStorage(): void {
  for (const listener of clearListeners) listener();
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(USER_STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept there.
  }
}
