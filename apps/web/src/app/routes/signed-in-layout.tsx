import { AppShell } from '@/components/layout/app-shell';
import { VideoRenderWatcher } from '@/features/video-studio/components/video-render-watcher';
import { RequireAuth } from '../guards/require-auth';

export function Component() {
  return (
    <RequireAuth>
      <AppShell />
      {/* A video render keeps going when the studio is left; its end is announced anywhere in the app. */}
      <VideoRenderWatcher />
    </RequireAuth>
  );
}
