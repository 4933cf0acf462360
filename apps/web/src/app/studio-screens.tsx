import { loadNamespaces } from '@/lib/app-i18n';
import type { WebStudio, ScreenModule } from '@/lib/studio';

/*
 * A studio's route module: its page behind the plan's gate (the upgrade notice when the plan
 * does not open the studio), with publishing for the videos it makes and scheduling for the
 * articles, all loaded on demand
 * and in parallel with the studio's translation namespaces.
 */
export function studioScreenModule(studio: WebStudio): () => Promise<ScreenModule> {
  return async () => {
    const [
      { StudioAccessGate },
      { VideoExtrasContext },
      { videoPublishingExtras, articleSchedulingExtras },
      { ArticleExtrasContext },
      { Component: Page },
    ] = await Promise.all([
      import('@/features/plan-access/components/studio-access-gate'),
      import('@/lib/video-extras'),
      import('./video-publishing-extras'),
      import('@/lib/article-extras'),
      studio.screen.load(),
      loadNamespaces(studio.screen.namespaces),
    ]);
    return {
      Component: () => (
        <StudioAccessGate studio={studio.id}>
          <VideoExtrasContext value={videoPublishingExtras}>
            <ArticleExtrasContext value={articleSchedulingExtras}>
              <Page />
            </ArticleExtrasContext>
          </VideoExtrasContext>
        </StudioAccessGate>
      ),
    };
  };
}
