import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Inbox, RotateCw } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { useContactMessages, useSetMessageHandled } from '../api/contact-messages';
import { ContactMessageItem } from './contact-message-item';

const FILTERS = ['all', 'open', 'handled'] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_LABEL: Record<Filter, string> = {
  all: 'filterAll',
  open: 'filterOpen',
  handled: 'filterHandled',
};

/** /backend/messages: the contact form's messages, newest first, to be marked handled. */
export function ContactMessagesPage() {
  const { t } = useTranslation('contact-messages');
  useDocumentTitle(t('title'));
  const messages = useContactMessages();
  const setHandled = useSetMessageHandled();
  const [filter, setFilter] = useState<Filter>('all');

  const items = (messages.data?.items ?? []).filter(
    (m) => filter === 'all' || (filter === 'handled') === (m.handledAt !== null),
  );

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid max-w-2xl gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('description')}</p>
        </div>
        {messages.isSuccess && (
          <Button variant="outline" onClick={() => void messages.refetch()} disabled={messages.isFetching}>
            {messages.isFetching ? <Spinner /> : <RotateCw aria-hidden="true" />}
            {t('refresh')}
          </Button>
        )}
      </header>
      {messages.isPending ? (
        <Card className="gap-0 py-0" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="grid gap-2 border-b px-4 py-5 last:border-b-0 sm:px-6">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </Card>
      ) : messages.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(t, messages.error)}
          onRetry={() => void messages.refetch()}
          retrying={messages.isFetching}
        />
      ) : messages.data.items.length === 0 ? (
        <Card className="items-center px-6 py-12 text-center">
          <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
          <div className="grid gap-1">
            <h2 className="font-semibold">{t('emptyTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('emptyText')}</p>
          </div>
        </Card>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium" role="status">
              {t('open', { count: messages.data.openCount })}
            </p>
            <div role="group" aria-label={t('filterLabel')} className="inline-flex rounded-md border p-0.5">
              {FILTERS.map((f) => (
                <button
                  key={f}
                  type="button"
                  aria-pressed={filter === f}
                  onClick={() => setFilter(f)}
                  className={cn(
                    'rounded-sm px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    filter === f
                      ? 'bg-primary text-primary-foreground'
                      : 'text-muted-foreground hover:bg-muted',
                  )}
                >
                  {t(FILTER_LABEL[f])}
                </button>
              ))}
            </div>
          </div>
          <Card className="gap-0 py-0">
            {items.length === 0 ? (
              <p className="px-6 py-8 text-center text-sm text-muted-foreground">{t('noneInFilter')}</p>
            ) : (
              <ul>
                {items.map((message) => (
                  <ContactMessageItem
                    key={message.id}
                    message={message}
                    pending={setHandled.isPending && setHandled.variables?.id === message.id}
                    onSetHandled={(handled) =>
                      setHandled.mutate(
                        { id: message.id, handled },
                        {
                          onError: (error) =>
                            toast.error(t('updateFailed'), { description: errorMessage(t, error) }),
                        },
                      )
                    }
                  />
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
