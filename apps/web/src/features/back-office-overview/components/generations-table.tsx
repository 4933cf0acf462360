import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@forja/contracts';
import { SCROLL_HINT_CLASSES, useScrollHint } from '@/lib/use-scroll-hint';
import { cn } from '@/lib/utils';
import { formatDay, formatNumber } from './format';

/** The chart's numbers as a table: one row per day, newest first, a column per kind. */
export function GenerationsTable({
  stats,
  kindName,
}: {
  stats: AdminStats;
  kindName: (k: string) => string;
}) {
  const { t, i18n } = useTranslation('back-office-overview');
  const lang = i18n.language;
  const cell = 'px-3 py-2 text-right tabular-nums';
  const ref = useScrollHint<HTMLDivElement>();
  return (
    <div ref={ref} className={cn('relative overflow-x-auto rounded-md border', SCROLL_HINT_CLASSES)}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('chart.tableCaption')}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('chart.day')}
            </th>
            {stats.kinds.map((kind) => (
              <th key={kind} scope="col" className="px-3 py-2 text-right font-medium">
                {kindName(kind)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('chart.total')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('chart.creditsSpent')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...stats.days].reverse().map((d) => (
            <tr key={d.date} className="border-t">
              <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                {formatDay(lang, d.date, true)}
              </th>
              {stats.kinds.map((kind) => (
                <td key={kind} className={cell}>
                  {formatNumber(lang, d.byKind[kind] ?? 0)}
                </td>
              ))}
              <td className={cell}>{formatNumber(lang, d.total)}</td>
              <td className={cell}>{formatNumber(lang, d.creditsSpent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
