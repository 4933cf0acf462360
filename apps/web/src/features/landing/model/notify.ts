/* Toasts without putting sonner in the landing page's first download. */
export function toastError(message: string): void {
  void import('sonner').then(({ toast }) => toast.error(message));
}
