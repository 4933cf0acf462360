import { useEffect } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { VideoRenderWatcher } from '@/features/video-studio/components/video-render-watcher';
import { StudiosContext } from '@/lib/studio';
import { VideoExtrasContext } from '@/lib/video-extras';
import { RequireAuth } from '../guards/require-auth';
import { preloadLinkTarget } from '../screen-modules';
import { STUDIO_LIST } from '../studios';
import { videoPublishingExtras } from '../video-publishing-extras';

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

export function Component() {
  usePreloadOnLinkIntent();
  return (
    <RequireAuth>
      {/* The studios reach every signed-in page's features: the sidebar, the dashboard, the
          pricing cards, the archives' item actions; publishing reaches the videos. */}
      <StudiosContext value={STUDIO_LIST}>
        <VideoExtrasContext value={videoPublishingExtras}>
          <AppShell />
        </VideoExtrasContext>
      </StudiosContext>
      {/* A video render keeps going when the studio is left; its end is announced anywhere in the app. */}
      <VideoRenderWatcher />
    </RequireAuth>
  );
}
