import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import type { BatchRow, Studio } from '@forja/contracts';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { LoadError } from '@/components/feedback/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { useStudios } from '@/lib/studio';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBatch, useBatchAction, type BatchAction } from '../api/batches';
import { isBatchOver, useBatchEvents } from '../hooks/use-batch-events';
import { BatchActions } from './batch-actions';
import { BatchHeader } from './batch-header';
import { BatchRows } from './batch-rows';

/** The dashboard section of the studio's archive (its declaration, loaded on demand). */
function useArchiveValue(studio: Studio | undefined): string | null {
  const declaration = useStudios().find((s) => s.id === studio);
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    declaration
      ?.archive()
      .then((module) => current && setValue(module.archive.value))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [declaration]);
  return value;
}

/**
 * One batch (docs/product/batches.md): what it runs and where it is, followed live while it
 * runs; pause, resume, cancel, retries, saving and the zip; and every row with its status.
 */
export function BatchPage() {
  const { t } = useTranslation('batches');
  const { batchId = '' } = useParams();
  const batch = useBatch(batchId);
  const data = batch.data;
  useDocumentTitle(data ? t('detail.title', { studio: t(`studios.${data.studio}`) }) : t('detail.loading'));
  useBatchEvents(batchId, data !== undefined && !isBatchOver(data));
  const action = useBatchAction(batchId);
  const [saved, setSaved] = useState<number | null>(null);
  const archiveValue = useArchiveValue(data?.studio);

  const run = async (next: BatchAction) => {
    setSaved(null);
    const answer = await action.mutateAsync(next);
    if (next.type === 'save') setSaved(answer.saved ?? 0);
  };
  const busy = action.isPending ? action.variables.type : null;
  const retryingRow =
    action.isPending && action.variables.type === 'retry' ? (action.variables.rowIds?.[0] ?? '') : null;

  const back = (
    <Link
      to={paths.batches}
      className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('list.title')}
    </Link>
  );

  if (batch.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-4" aria-busy="true">
        {back}
        <span className="sr-only" role="status">
          {t('detail.loading')}
        </span>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (!data) {
    const gone = isApiRequestError(batch.error) && batch.error.status === 404;
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-4">
        {back}
        {gone ? (
          <p className="rounded-lg border border-dashed px-4 py-10 text-center">{t('detail.notFound')}</p>
        ) : (
          <LoadError
            title={t('detail.loadFailed')}
            message={errorMessage(t, batch.error)}
            onRetry={() => void batch.refetch()}
            retrying={batch.isFetching}
          />
        )}
      </div>
    );
  }

  const savedLink = (row: BatchRow) =>
    row.savedItemId ? (
      archiveValue ? (
        <Link
          to={paths.dashboard}
          state={{ openArchive: archiveValue }}
          className="text-sm font-medium underline-offset-4 hover:underline"
        >
          {t('rows.inArchive')}
        </Link>
      ) : (
        <span className="text-sm">{t('rows.saved')}</span>
      )
    ) : (
      <span className="text-sm text-muted-foreground">{t('rows.notSaved')}</span>
    );

  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-6">
      {back}
      <BatchHeader batch={data} />
      <BatchActions batch={data} busy={busy} run={(next) => run(next).catch(() => undefined)} />
      <div role="status" aria-live="polite" className="text-sm">
        {saved !== null && <p data-testid="batch-saved">{t('actions.saved', { count: saved })}</p>}
      </div>
      <ErrorAlert
        title={t('actions.failed')}
        message={action.isError ? errorMessage(t, action.error) : null}
      />
      <section aria-labelledby="batch-rows-heading" className="grid min-w-0 gap-3">
        <h2 id="batch-rows-heading" className="text-lg font-semibold">
          {t('rows.title')}
        </h2>
        <BatchRows
          rows={data.rows}
          retrying={retryingRow}
          onRetry={(row) => void run({ type: 'retry', rowIds: [row.id] }).catch(() => undefined)}
          savedLink={savedLink}
        />
      </section>
    </div>
  );
}
