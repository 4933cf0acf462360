import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { toastRequests } from '@/lib/toast';

/*
 * The toaster (sonner) loads with the first toast (lib/toast.ts), not with every page.
 * Nothing is lost meanwhile: sonner replays pending toasts when the Toaster subscribes.
 */
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function ToasterOnFirstToast() {
  const asked = useSyncExternalStore(toastRequests.subscribe, toastRequests.asked, () => false);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterOnFirstToast />
    </QueryClientProvider>
  );
}
