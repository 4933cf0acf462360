import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/lib/api/query-keys';
import type { ArchiveDeclaration } from '@/lib/studio';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ArchiveSections, type ArchiveSection } from './archive-sections';
import { ArchiveCountCard } from './archive-count-card';
import { CreditsCard } from './credits-card';
import { RefreshStatsButton } from './refresh-stats-button';
import { StudioArchive } from './studio-archive';

function archiveSections(
  archives: readonly ArchiveDeclaration[],
  t: (key: string) => string,
): ArchiveSection[] {
  return [...archives]
    .sort((a, b) => a.position - b.position)
    .map((archive) => ({
      value: archive.value,
      title: t(`${archive.namespace}:title`),
      description: t(`${archive.namespace}:description`),
      icon: archive.icon,
      content: <StudioArchive load={archive.load} />,
    }));
}

/*
 * Each studio's counter (then the credits) and archive, in the order of the list of studios;
 * app/ gives their declarations (features may not import the archive features).
 * `openArchive` names the archive open at start (e.g. the videos after a render).
 */
export function DashboardPage({
  archives,
  openArchive,
  nextScheduled,
}: {
  archives: readonly ArchiveDeclaration[];
  openArchive?: string;
  /**
   * The next schedules' card (NextScheduledCard), given by app/: it reads them with the
   * scheduling feature's hook, loaded after the page (its contracts bring zod).
   */
  nextScheduled?: ReactNode;
}) {
  const { t } = useTranslation(['dashboard', ...archives.map((archive) => archive.namespace)]);
  useDocumentTitle(t('title'));
  // The session user is the profile row (same table, read fresh on every session check).
  const { user } = useSession();
  const name = user?.name.trim() || t('common:userFallback');
  const statsHeadingId = useId();

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('welcome', { name })}</p>
        </div>
        <RefreshStatsButton
          counterKeys={[queryKeys.credits(), ...archives.map(({ counter }) => counter.queryKey)]}
        />
      </div>
      {/* Named by a heading (read, not shown): the counters' titles come after an h2, not straight after the h1. */}
      <section aria-labelledby={statsHeadingId} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <h2 id={statsHeadingId} className="sr-only">
          {t('statsLabel')}
        </h2>
        {archives.map((archive) => (
          <ArchiveCountCard key={archive.value} archive={archive} />
        ))}
        <CreditsCard />
      </section>
      {nextScheduled}
      <ArchiveSections
        label={t('archivesLabel')}
        sections={archiveSections(archives, t)}
        open={openArchive}
      />
    </div>
  );
}
