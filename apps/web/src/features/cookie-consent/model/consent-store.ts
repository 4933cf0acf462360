import { useSyncExternalStore } from 'react';
import { type CookiePrefs, DEFAULT_PREFS, readPrefs, writePrefs } from './cookie-prefs';

/*
 * One store per page for the choices and whether the banner is open, so the footer's
 * "Cookie settings" button (composed in app/) can reopen the banner from anywhere.
 */
interface ConsentState {
  prefs: CookiePrefs;
  bannerOpen: boolean;
  /** The banner opens straight into the detailed choices (reopened from the footer). */
  customizing: boolean;
}

let state: ConsentState | undefined;
const listeners = new Set<() => void>();

function current(): ConsentState {
  state ??= { prefs: readPrefs(), bannerOpen: false, customizing: false };
  return state;
}

function set(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab made a choice: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'cookie_prefs') set({ ...current(), prefs: readPrefs() });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The server render has no storage: it always sees "nothing chosen, banner closed".
const serverState: ConsentState = { prefs: DEFAULT_PREFS, bannerOpen: false, customizing: false };

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, current, () => serverState);
}

export function saveConsent(choice: { analytics: boolean; marketing: boolean }): void {
  set({ prefs: writePrefs(choice), bannerOpen: false, customizing: false });
}

export function openCookieSettings(): void {
  set({ ...current(), bannerOpen: true, customizing: true });
}

export function closeCookieSettings(): void {
  set({ ...current(), bannerOpen: false, customizing: false });
}

/** For tests: forget the in-memory state so the next read comes from storage. */
export function resetConsentStore(): void {
  state = undefined;
}
