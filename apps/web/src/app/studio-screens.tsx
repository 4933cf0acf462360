import type { WebStudio, ScreenModule } from '@/lib/studio';

/*
 * A studio's route module: its page behind the plan's gate (the upgrade notice when the plan
 * does not open the studio), with publishing for the videos it makes, all loaded on demand
 * and in parallel.
 */
export function studioScreenModule(studio: WebStudio): () => Promise<ScreenModule> {
  return async () => {
    const [{ StudioAccessGate }, { VideoExtrasContext }, { videoPublishingExtras }, { Component: Page }] =
      await Promise.all([
        import('@/features/plan-access/components/studio-access-gate'),
        import('@/lib/video-extras'),
        import('./video-publishing-extras'),
        studio.screen.load(),
      ]);
    return {
      Component: () => (
        <StudioAccessGate studio={studio.id}>
          <VideoExtrasContext value={videoPublishingExtras}>
            <Page />
          </VideoExtrasContext>
        </StudioAccessGate>
      ),
    };
  };
}
