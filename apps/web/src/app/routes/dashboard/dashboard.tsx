import { lazy, Suspense } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { loadNamespaces } from '@/lib/app-i18n';
import { VideoExtrasContext } from '@/lib/video-extras';
import { STUDIO_LIST } from '../../studios';
import { ArticleExtrasContext } from '@/lib/article-extras';
import { articleSchedulingExtras, videoPublishingExtras } from '../../video-publishing-extras';

/* Every studio's archive declaration (its counter and section), loaded with the page, in the
   order the counters show, and the namespaces of their titles and of the actions on their items. */
export async function loader() {
  const modules = await Promise.all(STUDIO_LIST.map((studio) => studio.archive()));
  const archives = modules.map((module) => module.archive);
  const actionNamespaces = STUDIO_LIST.flatMap((studio) =>
    (studio.itemActions ?? []).map((action) => action.labelKey.split(':')[0] ?? ''),
  );
  await loadNamespaces([...archives.map((archive) => archive.namespace), ...actionNamespaces]);
  return { archives };
}

const NextScheduled = lazy(() => import('../../next-scheduled').then((m) => ({ default: m.NextScheduled })));

/* The dashboard, with publishing in the Video Library and scheduling on the saved articles; a link may name the archive to open
   (`state.openArchive`). */
export function Component() {
  // Not serialised (a browser-only router), so the declarations keep their functions and icons.
  const { archives } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const location = useLocation();
  const openArchive = (location.state as { openArchive?: unknown } | null)?.openArchive;
  return (
    <VideoExtrasContext value={videoPublishingExtras}>
      <ArticleExtrasContext value={articleSchedulingExtras}>
        <DashboardPage
          archives={archives}
          openArchive={typeof openArchive === 'string' ? openArchive : undefined}
          nextScheduled={
            <Suspense>
              <NextScheduled />
            </Suspense>
          }
        />
      </ArticleExtrasContext>
    </VideoExtrasContext>
  );
}
