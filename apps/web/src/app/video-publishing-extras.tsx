import { lazy, Suspense } from 'react';
import type { VideoExtras } from '@/lib/video-extras';

/*
 * Publishing under a finished video (the library's cards, the video wizard's result). Loaded
 * with the first finished video shown, so the shell and the studios without videos do not
 * carry it.
 */
const VideoPublishing = lazy(() =>
  import('@/features/publishing/components/video-publishing').then((m) => ({ default: m.VideoPublishing })),
);

export const videoPublishingExtras: VideoExtras = ({ id, title }) => (
  <Suspense fallback={null}>
    <VideoPublishing videoId={id} videoTitle={title} />
  </Suspense>
);
