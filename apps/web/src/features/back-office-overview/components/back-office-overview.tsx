import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { queryKeys } from '@/lib/api/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminStats } from '../api/get-admin-stats';
import { BackOfficeSections } from './back-office-sections';
import { GenerationsChart } from './generations-chart';
import { SetupChecklist } from './setup-checklist';
import { StatCards, StatCardsSkeleton } from './stat-cards';

function Statistics() {
  const { t } = useTranslation('back-office-overview');
  const stats = useAdminStats();
  if (stats.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t('stats.loading')}>
        <StatCardsSkeleton />
        <Card className="px-6">
          <Skeleton className="h-72 w-full" />
        </Card>
      </div>
    );
  }
  if (stats.isError) {
    return (
      <LoadError
        title={t('stats.loadFailed')}
        message={errorMessage(t, stats.error)}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <StatCards stats={stats.data} />
      <GenerationsChart stats={stats.data} />
    </div>
  );
}

/** Reads the figures and the checklist again (both are computed on each request). */
function RefreshButton() {
  const { t } = useTranslation('back-office-overview');
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: queryKeys.adminStats() }) > 0;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.adminStats() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.adminSetup() }),
    ]);
  return (
    <Button variant="outline" onClick={() => void refresh()} disabled={fetching}>
      {fetching ? <Spinner /> : <RotateCw aria-hidden="true" />}
      {t('stats.refresh')}
    </Button>
  );
}

/** /backend: the figures, the setup checklist and the way to every section. */
export function BackOfficeOverview() {
  const { t } = useTranslation('back-office-overview');
  useDocumentTitle(t('title'));
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid max-w-2xl gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('description')}</p>
        </div>
        <RefreshButton />
      </div>
      <section aria-labelledby="stats-title" className="grid gap-3">
        <h2 id="stats-title" className="sr-only">
          {t('stats.title')}
        </h2>
        <Statistics />
      </section>
      <SetupChecklist />
      <BackOfficeSections />
    </div>
  );
}
