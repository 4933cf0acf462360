import { useTranslation } from 'react-i18next';
import { Archive, Download, Pause, Play, RotateCcw, X } from 'lucide-react';
import type { BatchDetail } from '@forja/contracts';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { batchDownloadUrl, type BatchAction } from '../api/batches';

interface BatchActionsProps {
  batch: BatchDetail;
  /** The action running now, if any. */
  busy: BatchAction['type'] | null;
  run: (action: BatchAction) => Promise<unknown>;
}

/**
 * What can be done to the whole batch: pause or resume it, cancel it (asked first: what is
 * held is released, finished rows stay), retry its failed rows, save every result to the
 * studio's archive, download every result as a zip.
 */
export function BatchActions({ batch, busy, run }: BatchActionsProps) {
  const { t } = useTranslation('batches');
  const active = batch.status === 'running' || batch.status === 'paused';
  const failed = (batch.counts.failed ?? 0) + (batch.counts.cancelled ?? 0);
  const unsaved = batch.rows.filter((row) => row.status === 'succeeded' && !row.savedItemId).length;
  const succeeded = batch.counts.succeeded ?? 0;
  const icon = (type: BatchAction['type'], Icon: typeof Pause) =>
    busy === type ? <Spinner /> : <Icon aria-hidden="true" />;
  return (
    <div className="flex flex-wrap gap-2" data-testid="batch-actions">
      {batch.status === 'running' && (
        <Button variant="outline" onClick={() => void run({ type: 'pause' })} disabled={busy !== null}>
          {icon('pause', Pause)}
          {t('actions.pause')}
        </Button>
      )}
      {batch.status === 'paused' && (
        <Button variant="outline" onClick={() => void run({ type: 'resume' })} disabled={busy !== null}>
          {icon('resume', Play)}
          {t('actions.resume')}
        </Button>
      )}
      {active && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={busy !== null}>
              {icon('cancel', X)}
              {t('actions.cancel')}
            </Button>
          }
          title={t('actions.cancelTitle')}
          description={t('actions.cancelText')}
          cancelLabel={t('actions.keepRunning')}
          confirmLabel={t('actions.confirmCancel')}
          busyLabel={t('actions.cancelling')}
          onConfirm={() => run({ type: 'cancel' }).catch(() => undefined)}
        />
      )}
      {failed > 0 && (
        <Button variant="outline" onClick={() => void run({ type: 'retry' })} disabled={busy !== null}>
          {icon('retry', RotateCcw)}
          {t('actions.retryFailed', { count: failed })}
        </Button>
      )}
      {unsaved > 0 && (
        <Button variant="outline" onClick={() => void run({ type: 'save' })} disabled={busy !== null}>
          {icon('save', Archive)}
          {t('actions.saveAll', { count: unsaved })}
        </Button>
      )}
      {succeeded > 0 && (
        <Button asChild variant="outline">
          <a href={batchDownloadUrl(batch.id)} download>
            <Download aria-hidden="true" />
            {t('actions.download')}
          </a>
        </Button>
      )}
    </div>
  );
}
