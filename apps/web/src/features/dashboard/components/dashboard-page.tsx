import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CreditsCard } from './credits-card';

/* Other counters (articles, images, videos) join the grid with their features; none is faked here. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('title'));
  // The session user is the profile row (same table, read fresh on every session check).
  const { user } = useSession();
  const name = user?.name.trim() || t('common:userFallback');

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('welcome', { name })}</p>
      </div>
      <section aria-label={t('statsLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <CreditsCard />
      </section>
    </div>
  );
}
