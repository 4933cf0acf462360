import type { ExternalToast, toast as sonnerToast } from 'sonner';

/*
 * The studio's toasts: one visible at a time. A new toast replaces the one on screen instead
 * of queueing behind it (three failed sign-ins used to leave three "Too many attempts"
 * waiting their turn), and the same message twice is the same toast. Every feature imports
 * `toast` from here, never from sonner.
 *
 * sonner itself (and the Toaster, app/providers.tsx) loads with the first toast, not with
 * every page: most visits show none. Toasts asked for meanwhile keep their order, and the
 * Toaster shows them when it mounts (sonner replays toasts made before it subscribed).
 */
type Sonner = typeof sonnerToast;

/**
 * The toast functions over a sonner loaded by `load` on the first toast (exported for tests;
 * the app uses `toast` and `toastRequests` below).
 */
export function createToasts(load: () => Promise<Sonner>) {
  let sonner: Sonner | undefined;
  let loading: Promise<Sonner> | undefined;
  let asked = false;
  const listeners = new Set<() => void>();

  function withSonner(action: (s: Sonner) => void): void {
    if (!asked) {
      asked = true;
      for (const listener of listeners) listener();
    }
    if (sonner) return action(sonner);
    loading ??= load().then((loaded) => (sonner = loaded));
    void loading.then(action, (error: unknown) => console.error('Forja: could not show a toast', error));
  }

  /** Whether a toast was asked for yet (the Toaster mounts then), for useSyncExternalStore. */
  const toastRequests = {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    asked: () => asked,
  };

  function one(kind: Kind | null): Show {
    return (message, options) =>
      withSonner((s) => {
        const id = options?.id ?? message;
        s.dismiss();
        (kind ? s[kind] : s)(message, { ...options, id });
      });
  }

  const toast = Object.assign(one(null), {
    success: one('success'),
    error: one('error'),
    info: one('info'),
    warning: one('warning'),
    message: one('message'),
    dismiss: (id?: string | number) => {
      // In order after toasts still waiting for sonner; nothing to dismiss if none was asked for.
      if (sonner) sonner.dismiss(id);
      else if (loading) void loading.then((s) => s.dismiss(id));
    },
  });
  return { toast, toastRequests };
}

type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';
type Show = (message: string, options?: ExternalToast) => void;

export const { toast, toastRequests } = createToasts(() => import('sonner').then((module) => module.toast));
