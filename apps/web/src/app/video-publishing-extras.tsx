import { lazy, Suspense } from 'react';
import type { OAuthPlatform } from '@forja/contracts';
import type { ArticleExtras } from '@/lib/article-extras';
import type { VideoExtras } from '@/lib/video-extras';

/*
 * Publishing (and scheduling) under a finished video (the video wizard's result, the Video
 * Library's cards), loaded when one shows: most pages that give it (every studio's, the
 * dashboard) show none.
 */
const VideoPublishing = lazy(() =>
  import('@/features/publishing/components/video-publishing').then((m) => ({ default: m.VideoPublishing })),
);
const VideoScheduling = lazy(() =>
  import('@/features/scheduling/components/video-scheduling').then((m) => ({ default: m.VideoScheduling })),
);

export const videoPublishingExtras: VideoExtras = ({ id, title }) => (
  <Suspense fallback={null}>
    <VideoPublishing
      videoId={id}
      videoTitle={title}
      scheduling={(platforms: OAuthPlatform[]) => (
        <Suspense fallback={null}>
          <VideoScheduling videoId={id} videoTitle={title} platforms={platforms} />
        </Suspense>
      )}
    />
  </Suspense>
);

/*
 * Scheduling beside a saved article's Publish (the archive's cards, the article wizard's
 * result), here with the videos' so the pages that give both load one module for them.
 */
const ArticleScheduling = lazy(() =>
  import('@/features/scheduling/components/article-scheduling').then((m) => ({
    default: m.ArticleScheduling,
  })),
);

export const articleSchedulingExtras: ArticleExtras = (article) => (
  <Suspense fallback={null}>
    <ArticleScheduling article={article} />
  </Suspense>
);
