import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart3, Table2 } from 'lucide-react';
import type { AdminStats } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { GenerationsTable } from './generations-table';
import { formatDay, formatNumber } from './format';

const CREDITS_KEY = 'creditsSpent';

/* The chart library (recharts) loads only when there is something to plot. */
const GenerationsPlot = lazy(() => import('./generations-plot'));

/**
 * Generations per day by kind (stacked bars) and credits spent (a line) over the last 30 UTC
 * days. Screen readers get the same numbers as a table (always in the page; shown on request)
 * and a one-sentence summary.
 */
export function GenerationsChart({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('back-office-overview');
  const lang = i18n.language;
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const summaryId = useId();
  const kindName = (kind: string) => t(`kinds.${kind}`, { defaultValue: kind });

  const totalCredits = stats.days.reduce((sum, d) => sum + d.creditsSpent, 0);
  const busiest = stats.days.reduce((top, d) => (d.total > top.total ? d : top), stats.days[0]!);
  const data = stats.days.map((d) => ({
    label: formatDay(lang, d.date),
    ...Object.fromEntries(stats.kinds.map((k) => [k, d.byKind[k] ?? 0])),
    [CREDITS_KEY]: d.creditsSpent,
  }));
  const empty = stats.generations.current === 0 && totalCredits === 0;

  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <h2 className="text-lg leading-tight font-semibold">{t('chart.title')}</h2>
          <CardDescription id={summaryId}>
            {empty
              ? t('chart.empty')
              : t('chart.summary', {
                  generations: formatNumber(lang, stats.generations.current),
                  credits: formatNumber(lang, totalCredits),
                  day: formatDay(lang, busiest.date, true),
                  busiest: formatNumber(lang, busiest.total),
                })}
          </CardDescription>
        </div>
        {!empty && (
          <Button
            variant="outline"
            size="sm"
            aria-controls={tableId}
            aria-expanded={asTable}
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? <BarChart3 aria-hidden="true" /> : <Table2 aria-hidden="true" />}
            {asTable ? t('chart.showChart') : t('chart.showTable')}
          </Button>
        )}
      </CardHeader>
      {!empty && (
        <div className="grid gap-4 px-2 sm:px-6">
          {!asTable && (
            <div role="img" aria-labelledby={summaryId} className="h-72 w-full text-xs">
              <Suspense fallback={<Skeleton className="h-full w-full" />}>
                <GenerationsPlot
                  data={data}
                  kinds={stats.kinds}
                  kindName={kindName}
                  creditsKey={CREDITS_KEY}
                  creditsName={t('chart.creditsSpent')}
                />
              </Suspense>
            </div>
          )}
          <div id={tableId} className={asTable ? 'pb-2' : 'sr-only'}>
            <GenerationsTable stats={stats} kindName={kindName} />
          </div>
        </div>
      )}
    </Card>
  );
}
