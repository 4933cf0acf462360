import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { storedRenderId } from '../model/stored-render';

const VideoRenderFollower = lazy(() =>
  import('./video-render-follower').then((m) => ({ default: m.VideoRenderFollower })),
);

/**
 * Mounted once for the signed-in app: announces the end of a video render anywhere in the app
 * (VideoRenderFollower). Its code (the video draft store, its schema and zod, the generation
 * polling) loads only once a render may be pending: the stored draft names one (a reload, a
 * new tab), or the video studio, the only place a render starts, has been opened. Once loaded
 * it stays, so a render started later in the session is followed as before.
 */
export function VideoRenderWatcher() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const onStudio = useLocation().pathname === paths.generateVideo;
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (!needed && userId && (onStudio || storedRenderId(userId) !== null)) setNeeded(true);
  }, [needed, userId, onStudio]);

  return needed ? (
    <Suspense fallback={null}>
      <VideoRenderFollower />
    </Suspense>
  ) : null;
}
