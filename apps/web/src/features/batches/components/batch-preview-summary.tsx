import { useTranslation } from 'react-i18next';
import { Play } from 'lucide-react';
import type { BatchPreview } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface BatchPreviewSummaryProps {
  preview: BatchPreview;
  starting: boolean;
  onStart: () => void;
}

/**
 * The whole batch's cost against the credits available, and Start, disabled with its reason
 * while a row is invalid or the credits do not cover the total (the server refuses both too).
 */
export function BatchPreviewSummary({ preview, starting, onStart }: BatchPreviewSummaryProps) {
  const { t } = useTranslation('batches');
  const invalidRows = preview.rows.filter((row) => row.errors.length > 0).length;
  const reason = !preview.valid
    ? t('preview.invalidRows', { count: invalidRows })
    : !preview.enough
      ? t('preview.notEnough', { total: preview.totalCost, available: preview.available })
      : null;
  return (
    <div className="grid gap-3 rounded-lg border p-4" data-testid="batch-preview-summary">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:flex sm:flex-wrap sm:gap-x-8">
        <div>
          <dt className="text-muted-foreground">{t('preview.rows')}</dt>
          <dd className="font-medium tabular-nums">{preview.rows.length}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('preview.total')}</dt>
          <dd className="font-medium tabular-nums">{t('preview.credits', { count: preview.totalCost })}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('preview.available')}</dt>
          <dd className="font-medium tabular-nums">{t('preview.credits', { count: preview.available })}</dd>
        </div>
      </dl>
      {reason && (
        <p id="batch-start-reason" className="text-sm font-medium text-destructive" role="status">
          {reason}
        </p>
      )}
      <Button
        className="justify-self-start"
        onClick={onStart}
        disabled={reason !== null || starting}
        aria-describedby={reason ? 'batch-start-reason' : undefined}
      >
        {starting ? <Spinner /> : <Play aria-hidden="true" />}
        {starting ? t('preview.starting') : t('preview.start', { count: preview.rows.length })}
      </Button>
    </div>
  );
}
