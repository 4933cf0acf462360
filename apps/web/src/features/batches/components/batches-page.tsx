import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Layers, Plus } from 'lucide-react';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { batchPath, paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { relativeTime } from '@/lib/relative-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBatchList } from '../api/batches';
import { BatchStatusBadge } from './batch-status-badge';

/** The user's batches, newest first, each with its status and how far it got. */
export function BatchesPage() {
  const { t, i18n } = useTranslation('batches');
  useDocumentTitle(t('list.title'));
  const list = useBatchList();
  const items = list.data?.items;

  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('list.title')}</h1>
          <p className="text-muted-foreground">{t('list.subtitle')}</p>
        </div>
        <Button asChild>
          <Link to={paths.newBatch}>
            <Plus aria-hidden="true" />
            {t('list.new')}
          </Link>
        </Button>
      </div>
      {list.isPending ? (
        <ul className="grid gap-3" aria-label={t('list.loading')} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="grid gap-2 rounded-lg border p-4">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-4 w-1/2" />
            </li>
          ))}
        </ul>
      ) : !items ? (
        <LoadError
          title={t('list.loadFailed')}
          message={errorMessage(t, list.error)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
          <Layers aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{t('list.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('list.emptyText')}</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label={t('list.title')} data-testid="batch-list">
          {items.map((batch) => (
            <li key={batch.id}>
              <Link
                to={batchPath(batch.id)}
                className="grid gap-1 rounded-lg border p-4 transition-colors hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">
                    {t('detail.title', { studio: t(`studios.${batch.studio}`) })}
                  </span>
                  <BatchStatusBadge status={batch.status} />
                </span>
                <span className="text-sm text-muted-foreground">
                  {t('list.summary', {
                    when: relativeTime(batch.createdAt, i18n.language),
                    succeeded: batch.counts.succeeded ?? 0,
                    total: batch.rowCount,
                  })}
                  {(batch.counts.failed ?? 0) > 0 &&
                    ` · ${t('counts.failed', { count: batch.counts.failed })}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
