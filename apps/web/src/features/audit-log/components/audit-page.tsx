import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import type { AuditEvent } from '@forja/contracts';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuditLog, type AuditFilters } from '../api/audit';
import { AuditFiltersForm, NO_FILTERS } from './audit-filters';

/** What happened, in one line of the reader's language (the details the action recorded). */
function useSummary() {
  const { t } = useTranslation('audit-log');
  return (event: AuditEvent): string => {
    const d = event.details;
    switch (event.action) {
      case 'credits.added':
        return t('summary.credits', { amount: d.amount, reason: d.description });
      case 'role.changed':
        return t('summary.role', { from: t(`roles.${String(d.from)}`), to: t(`roles.${String(d.to)}`) });
      case 'settings.changed':
        return t('summary.settings', { count: Array.isArray(d.changed) ? d.changed.length : 0 });
      case 'brand_kit.created':
      case 'brand_kit.updated':
      case 'brand_kit.deleted':
        return t('summary.brandKit', { name: String(d.name ?? '') });
      default:
        return '';
    }
  };
}

/** /backend/audit: every back-office action, newest first, with filters. */
export function AuditPage() {
  const { t, i18n } = useTranslation('audit-log');
  useDocumentTitle(t('title'));
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const log = useAuditLog(filters);
  const items = log.data?.pages.flatMap((page) => page.items);
  const summary = useSummary();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="grid gap-6">
      <div className="grid max-w-2xl gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      <AuditFiltersForm onApply={setFilters} />
      {log.isPending ? (
        <Card className="gap-0 py-0" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="grid gap-2 border-b px-4 py-4 last:border-b-0">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          ))}
        </Card>
      ) : !items ? (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(t, log.error)}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : items.length === 0 ? (
        <Card className="items-center px-6 py-12 text-center">
          <History aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{filtered ? t('empty.noMatch') : t('empty.title')}</p>
        </Card>
      ) : (
        <>
          <Card className="gap-0 py-0">
            <ol aria-label={t('listLabel')}>
              {items.map((event) => (
                <li
                  key={event.id}
                  className="grid gap-1 border-b px-4 py-3 last:border-b-0 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4"
                >
                  <time dateTime={event.createdAt} className="text-sm text-muted-foreground">
                    {when.format(new Date(event.createdAt))}
                  </time>
                  <div className="min-w-0 text-sm">
                    <p className="font-medium">{t(`actions.${event.action}`)}</p>
                    <p className="break-words text-muted-foreground">
                      {t('who', { actor: event.actor?.email ?? t('system') })}
                      {event.target && ` · ${t('whom', { target: event.target.email })}`}
                    </p>
                    {summary(event) && <p className="break-words">{summary(event)}</p>}
                  </div>
                </li>
              ))}
            </ol>
          </Card>
          {log.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void log.fetchNextPage()}
              disabled={log.isFetchingNextPage}
            >
              {log.isFetchingNextPage && <Spinner />}
              {t('loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
