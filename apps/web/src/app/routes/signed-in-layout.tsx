import { lazy, Suspense, useEffect } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { withNamespaces } from '@/lib/app-i18n';
import { VideoRenderWatcher } from '@/features/video-studio/components/video-render-watcher';
import { RequireAuth } from '../guards/require-auth';
import { preloadLinkTarget } from '../screen-modules';
import { useWarmStudioKit } from '../warm-studio-kit';

/** Loads a screen's code as soon as a link to it is pointed at or focused (app/screen-modules.ts). */
function usePreloadOnLinkIntent() {
  useEffect(() => {
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const event of events) document.addEventListener(event, preloadLinkTarget, { passive: true });
    return () => {
      for (const event of events) document.removeEventListener(event, preloadLinkTarget);
    };
  }, []);
}

// With its own few texts (the inbox namespace), not the shell's.
const NotificationsBell = lazy(
  withNamespaces(['inbox'], () =>
    import('../notifications-bell').then((m) => ({ default: m.NotificationsBell })),
  ),
);

/** The header's bell; its place is kept while it loads, so the header does not move. */
function Notifications() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-10" />}>
      <NotificationsBell />
    </Suspense>
  );
}

export function Component() {
  usePreloadOnLinkIntent();
  useWarmStudioKit();
  return (
    <RequireAuth>
      <AppShell notifications={<Notifications />} />
      {/* A video render keeps going when the studio is left; its end is announced anywhere in the app. */}
      <VideoRenderWatcher />
    </RequireAuth>
  );
}
