import { toast as sonner, type ExternalToast } from 'sonner';

/*
 * The studio's toasts: one visible at a time. A new toast replaces the one on screen instead
 * of queueing behind it (three failed sign-ins used to leave three "Too many attempts"
 * waiting their turn), and the same message twice is the same toast. Every feature imports
 * `toast` from here, never from sonner.
 */
type Show = (message: string, options?: ExternalToast) => string | number;

function one(show: Show): Show {
  return (message, options) => {
    const id = options?.id ?? message;
    sonner.dismiss();
    return show(message, { ...options, id });
  };
}

export const toast = Object.assign(one(sonner), {
  success: one(sonner.success),
  error: one(sonner.error),
  info: one(sonner.info),
  warning: one(sonner.warning),
  message: one(sonner.message),
  dismiss: sonner.dismiss,
});
