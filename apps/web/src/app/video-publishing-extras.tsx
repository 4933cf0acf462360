import { lazy, Suspense } from 'react';
import type { VideoExtras } from '@/lib/video-extras';

/*
 * Publishing under a finished video (the video wizard's result, the Video Library's cards),
 * loaded when one shows: most pages that give it (every studio's, the dashboard) show none.
 */
const VideoPublishing = lazy(() =>
  import('@/features/publishing/components/video-publishing').then((m) => ({ default: m.VideoPublishing })),
);

export const videoPublishingExtras: VideoExtras = ({ id, title }) => (
  <Suspense fallback={null}>
    <VideoPublishing videoId={id} videoTitle={title} />
  </Suspense>
);
