/**
 * The visitor's cookie choices, kept in the browser under `cookie_prefs`:
 * essential is always on; analytics and marketing start off; `consented` says a choice
 * was made, which hides the banner.
 */
export interface CookiePrefs {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  consented: boolean;
}

const COOKIE_PREFS_KEY = 'cookie_prefs';

export const DEFAULT_PREFS: CookiePrefs = {
  essential: true,
  analytics: false,
  marketing: false,
  consented: false,
};

/** Anything unreadable (absent, broken JSON, storage blocked) counts as "not chosen yet". */
export function readPrefs(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): CookiePrefs {
  try {
    const raw = storage?.getItem(COOKIE_PREFS_KEY);
    if (!raw) return DEFAULT_PREFS;
    const value = JSON.parse(raw) as Partial<Record<keyof CookiePrefs, unknown>>;
    return {
      essential: true,
      analytics: value.analytics === true,
      marketing: value.marketing === true,
      consented: value.consented === true,
    };
  } catch {
    return DEFAULT_PREFS;
  }
}

export function writePrefs(
  choice: { analytics: boolean; marketing: boolean },
  storage: Pick<Storage, 'setItem'> | undefined = safeStorage(),
): CookiePrefs {
  const prefs: CookiePrefs = {
    essential: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    consented: true,
  };
  try {
    storage?.setItem(COOKIE_PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  return prefs;
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
