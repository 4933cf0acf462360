import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ArchiveSections, type ArchiveSection } from './archive-sections';
import {
  ImagesCountCard,
  ScriptsCountCard,
  VideosCountCard,
  VoiceOversCountCard,
} from './archive-count-card';
import { ArticlesCountCard } from './articles-count-card';
import { CreditsCard } from './credits-card';
import { RefreshStatsButton } from './refresh-stats-button';

export type { ArchiveSection };

/*
 * Counters for articles, images, scripts, videos and credits. The archives come from the
 * route module, since this feature may not import the archive features; `openArchive` names
 * the one open at start (e.g. the videos after a render).
 */
export function DashboardPage({
  archives = [],
  openArchive,
}: {
  archives?: ArchiveSection[];
  openArchive?: string;
}) {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('title'));
  // The session user is the profile row (same table, read fresh on every session check).
  const { user } = useSession();
  const name = user?.name.trim() || t('common:userFallback');

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('welcome', { name })}</p>
        </div>
        <RefreshStatsButton />
      </div>
      <section aria-label={t('statsLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ArticlesCountCard />
        <ImagesCountCard />
        <ScriptsCountCard />
        <VideosCountCard />
        <VoiceOversCountCard />
        <CreditsCard />
      </section>
      <ArchiveSections label={t('archivesLabel')} sections={archives} open={openArchive} />
    </div>
  );
}
