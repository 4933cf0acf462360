import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import type { BatchRow } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { rowErrorText, rowStageText } from '../model/row-text';
import { RowStatusBadge } from './batch-status-badge';
import { stacked } from './stacked-table';
import type { ReactNode } from 'react';

interface BatchRowsProps {
  rows: readonly BatchRow[];
  /** Retries one failed (or cancelled) row; absent when the batch takes no retries. */
  onRetry?: (row: BatchRow) => void;
  /** The row being retried. */
  retrying: string | null;
  /** Where a saved row's item is shown (the studio's archive). */
  savedLink: (row: BatchRow) => ReactNode;
}

/** Every row: its line, label, status, stage or failure, cost, and what can be done with it. */
export function BatchRows({ rows, onRetry, retrying, savedLink }: BatchRowsProps) {
  const { t } = useTranslation('batches');
  return (
    <table className={stacked.table} data-testid="batch-rows">
      <caption className="sr-only">{t('rows.caption')}</caption>
      <thead className={stacked.head}>
        <tr>
          {(['line', 'label', 'status', 'progress', 'cost', 'actions'] as const).map((column) => (
            <th key={column} scope="col" className={stacked.headCell}>
              {t(`rows.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={stacked.body}>
        {rows.map((row) => {
          const stage = row.status === 'running' ? rowStageText(t, row.stage) : null;
          const retryable = row.status === 'failed' || row.status === 'cancelled';
          return (
            <tr key={row.id} className={stacked.row} data-testid={`batch-row-${row.line}`}>
              <td className={cn(stacked.cell, 'tabular-nums')}>
                <span className={stacked.cellLabel}>{t('rows.line')}</span>
                {row.line}
              </td>
              <td className={cn(stacked.cell, 'font-medium')}>
                <span className={stacked.cellLabel}>{t('rows.label')}</span>
                {row.label}
                {row.attempt > 1 && (
                  <span className="ml-2 text-xs font-normal text-muted-foreground">
                    {t('rows.attempt', { count: row.attempt })}
                  </span>
                )}
              </td>
              <td className={stacked.cell}>
                <span className={stacked.cellLabel}>{t('rows.status')}</span>
                <RowStatusBadge status={row.status} />
              </td>
              <td className={stacked.cell}>
                <span className={stacked.cellLabel}>{t('rows.progress')}</span>
                {row.status === 'running' ? (
                  <span>
                    {stage ?? t('rowStatus.running')}
                    {row.percent !== null && <span className="ml-1 tabular-nums">({row.percent}%)</span>}
                  </span>
                ) : row.status === 'failed' && row.error ? (
                  <span className="text-destructive">{rowErrorText(t, row.error)}</span>
                ) : row.status === 'succeeded' ? (
                  savedLink(row)
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </td>
              <td className={cn(stacked.cell, 'tabular-nums')}>
                <span className={stacked.cellLabel}>{t('rows.cost')}</span>
                {t('preview.credits', { count: row.cost })}
              </td>
              <td className={stacked.cell}>
                {retryable && onRetry && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onRetry(row)}
                    disabled={retrying !== null}
                    aria-label={t('rows.retryRow', { line: row.line })}
                  >
                    <RotateCcw aria-hidden="true" />
                    {t('rows.retry')}
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
