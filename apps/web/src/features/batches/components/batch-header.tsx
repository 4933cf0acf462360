import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@forja/contracts';
import { Progress } from '@/components/ui/progress';
import { doneCount } from '../model/row-text';
import { BatchStatusBadge } from './batch-status-badge';

/**
 * The batch at a glance: its studio, kit, status, the rows by status, the credits charged
 * against the total, and the progress, read out politely as rows finish.
 */
export function BatchHeader({ batch }: { batch: BatchDetail }) {
  const { t, i18n } = useTranslation('batches');
  const done = doneCount(batch);
  const percent = batch.rowCount === 0 ? 100 : Math.round((done / batch.rowCount) * 100);
  const created = new Date(batch.createdAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const counts = (['pending', 'running', 'succeeded', 'failed', 'cancelled'] as const).filter(
    (status) => (batch.counts[status] ?? 0) > 0,
  );
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">
          {t('detail.title', { studio: t(`studios.${batch.studio}`) })}
        </h1>
        <BatchStatusBadge status={batch.status} />
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('detail.kit')}</dt>
          <dd className="font-medium">{batch.brandKit?.name ?? t('kit.none')}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('detail.created')}</dt>
          <dd className="font-medium">{created}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('detail.credits')}</dt>
          <dd className="font-medium tabular-nums" data-testid="batch-charged">
            {t('detail.charged', { charged: batch.charged, total: batch.totalCost })}
          </dd>
        </div>
      </dl>
      {batch.autoSave && <p className="text-sm text-muted-foreground">{t('detail.autoSave')}</p>}
      <div className="grid gap-2" role="status" aria-live="polite" data-testid="batch-progress">
        <Progress value={percent} aria-label={t('detail.progress')} aria-valuetext={`${percent}%`} />
        <p className="text-sm">
          {t('detail.done', { done, total: batch.rowCount })}
          {counts.length > 0 && ' · '}
          {counts.map((status) => t(`counts.${status}`, { count: batch.counts[status] ?? 0 })).join(' · ')}
        </p>
      </div>
    </div>
  );
}
