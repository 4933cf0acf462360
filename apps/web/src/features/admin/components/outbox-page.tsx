import { useTranslation } from 'react-i18next';
import { Inbox, RotateCw } from 'lucide-react';
import { Accordion } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOutbox } from '../api/get-outbox';
import { OutboxMailItem } from './outbox-mail-item';

export function OutboxPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('outbox.title'));
  const outbox = useOutbox();

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid max-w-2xl gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('outbox.title')}</h1>
          <p className="text-muted-foreground">{t('outbox.description')}</p>
        </div>
        {outbox.isSuccess && (
          <Button variant="outline" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            {outbox.isFetching ? <Spinner /> : <RotateCw aria-hidden="true" />}
            {t('outbox.refresh')}
          </Button>
        )}
      </div>
      {outbox.isPending ? (
        <Card className="gap-0 py-0" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="grid gap-2 border-b px-4 py-4 last:border-b-0 sm:px-6">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          ))}
        </Card>
      ) : outbox.isError ? (
        <LoadError
          title={t('outbox.loadFailed')}
          message={errorMessage(t, outbox.error)}
          onRetry={() => void outbox.refetch()}
          retrying={outbox.isFetching}
        />
      ) : outbox.data.length === 0 ? (
        <Card className="items-center px-6 py-12 text-center">
          <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
          <div className="grid gap-1">
            <h2 className="font-semibold">{t('outbox.emptyTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('outbox.emptyText')}</p>
          </div>
        </Card>
      ) : (
        <Card className="gap-0 py-0">
          <p className="sr-only">{t('outbox.count', { count: outbox.data.length })}</p>
          <Accordion type="multiple">
            {outbox.data.map((mail) => (
              <OutboxMailItem key={mail.id} mail={mail} />
            ))}
          </Accordion>
        </Card>
      )}
    </div>
  );
}
