import type { WebStudio, ScreenModule } from '@/lib/studio';

/*
 * A studio's route module: its page behind the plan's gate (the upgrade notice when the plan
 * does not open the studio), both loaded on demand and in parallel. Loaded once: a preload
 * and the router then share the same module (a failed load is tried again next time).
 */
export function studioScreenModule(studio: WebStudio): () => Promise<ScreenModule> {
  let loading: Promise<ScreenModule> | undefined;
  const load = async (): Promise<ScreenModule> => {
    const [{ StudioAccessGate }, { Component: Page }] = await Promise.all([
      import('@/features/plan-access/components/studio-access-gate'),
      studio.screen.load(),
    ]);
    return {
      Component: () => (
        <StudioAccessGate studio={studio.id}>
          <Page />
        </StudioAccessGate>
      ),
    };
  };
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
