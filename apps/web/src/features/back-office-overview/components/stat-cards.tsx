import { useTranslation } from 'react-i18next';
import { Activity, CreditCard, Layers, Sparkles, Users } from 'lucide-react';
import type { AdminStats } from '@forja/contracts';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMrr, formatNumber } from './format';

const CARD_COUNT = 5;
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5';

function StatCard({
  icon: Icon,
  label,
  value,
  notes,
  testId,
}: {
  icon: typeof Users;
  label: string;
  value: string;
  /** One line each, under the figure. */
  notes: string[];
  testId: string;
}) {
  return (
    <Card className="gap-2 px-5 py-5" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      </div>
      <p className="text-3xl font-semibold tracking-tight tabular-nums">{value}</p>
      {notes.map((note) => (
        <p key={note} className="text-xs text-muted-foreground">
          {note}
        </p>
      ))}
    </Card>
  );
}

/** The headline figures, each counted by the server from real rows. */
export function StatCards({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('back-office-overview');
  const lang = i18n.language;
  /** "+100% against the 30 days before (4)", or `none` when there was nothing before. */
  const change = ({ previous, changePercent }: AdminStats['generations'], none: string) =>
    changePercent === null
      ? none
      : t('stats.change', {
          change: `${changePercent > 0 ? '+' : ''}${formatNumber(lang, changePercent)}`,
          previous: formatNumber(lang, previous),
        });
  const { batches } = stats;
  return (
    <div className={GRID}>
      <StatCard
        testId="stat-total-users"
        icon={Users}
        label={t('stats.totalUsers')}
        value={formatNumber(lang, stats.totalUsers)}
        notes={[t('stats.totalUsersNote')]}
      />
      <StatCard
        testId="stat-active-users"
        icon={Activity}
        label={t('stats.activeUsers')}
        value={formatNumber(lang, stats.activeUsers)}
        notes={[t('stats.activeUsersNote')]}
      />
      <StatCard
        testId="stat-generations"
        icon={Sparkles}
        label={t('stats.generations')}
        value={formatNumber(lang, stats.generations.current)}
        notes={[change(stats.generations, t('stats.noPrevious'))]}
      />
      <StatCard
        testId="stat-batches"
        icon={Layers}
        label={t('stats.batches')}
        value={formatNumber(lang, batches.current)}
        notes={[
          t('stats.batchRows', {
            run: formatNumber(lang, batches.rowsRun),
            failed: formatNumber(lang, batches.rowsFailed),
          }),
          change(batches, t('stats.batchesNoPrevious')),
        ]}
      />
      <StatCard
        testId="stat-mrr"
        icon={CreditCard}
        label={t('stats.mrr')}
        value={formatMrr(lang, stats.mrr)}
        notes={[t('stats.mrrNote')]}
      />
    </div>
  );
}

export function StatCardsSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: CARD_COUNT }, (_, i) => (
        <Card key={i} className="gap-3 px-5 py-5">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-3 w-2/3" />
        </Card>
      ))}
    </div>
  );
}
