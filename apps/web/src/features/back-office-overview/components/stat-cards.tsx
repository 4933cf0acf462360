import { useTranslation } from 'react-i18next';
import { Activity, CreditCard, Sparkles, Users } from 'lucide-react';
import type { AdminStats } from '@forja/contracts';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMrr, formatNumber } from './format';

function StatCard({
  icon: Icon,
  label,
  value,
  note,
  testId,
}: {
  icon: typeof Users;
  label: string;
  value: string;
  note: string;
  testId: string;
}) {
  return (
    <Card className="gap-2 px-5 py-5" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      </div>
      <p className="text-3xl font-semibold tracking-tight tabular-nums">{value}</p>
      <p className="text-xs text-muted-foreground">{note}</p>
    </Card>
  );
}

/** The four headline figures, each counted by the server from real rows. */
export function StatCards({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('back-office-overview');
  const lang = i18n.language;
  const { current, previous, changePercent } = stats.generations;
  const change =
    changePercent === null
      ? t('stats.noPrevious')
      : t('stats.change', {
          change: `${changePercent > 0 ? '+' : ''}${formatNumber(lang, changePercent)}`,
          previous: formatNumber(lang, previous),
        });
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        testId="stat-total-users"
        icon={Users}
        label={t('stats.totalUsers')}
        value={formatNumber(lang, stats.totalUsers)}
        note={t('stats.totalUsersNote')}
      />
      <StatCard
        testId="stat-active-users"
        icon={Activity}
        label={t('stats.activeUsers')}
        value={formatNumber(lang, stats.activeUsers)}
        note={t('stats.activeUsersNote')}
      />
      <StatCard
        testId="stat-generations"
        icon={Sparkles}
        label={t('stats.generations')}
        value={formatNumber(lang, current)}
        note={change}
      />
      <StatCard
        testId="stat-mrr"
        icon={CreditCard}
        label={t('stats.mrr')}
        value={formatMrr(lang, stats.mrr)}
        note={t('stats.mrrNote')}
      />
    </div>
  );
}

export function StatCardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} className="gap-3 px-5 py-5">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-3 w-2/3" />
        </Card>
      ))}
    </div>
  );
}
