import { useTranslation } from 'react-i18next';
import { CheckCheck } from 'lucide-react';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useUserTimeZone } from '@/lib/time-zone';
import type { InboxApi } from './inbox-api';
import { InboxEntry } from './inbox-entry';

/** The bell's list: newest first (as the server sends it), with its loading, error and empty states. */
export function InboxPanel({ inbox, markRead, onNavigate }: InboxApi & { onNavigate: () => void }) {
  const { t } = useTranslation('inbox');
  const timeZone = useUserTimeZone();
  const items = inbox.data?.items ?? [];
  const unread = inbox.data?.unread ?? 0;

  return (
    <div className="grid">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
        <h2 className="text-sm font-semibold">{t('title')}</h2>
        {unread > 0 && (
          <Button variant="ghost" size="sm" onClick={() => markRead.mutate()} disabled={markRead.isPending}>
            {markRead.isPending ? <Spinner /> : <CheckCheck aria-hidden="true" />}
            {t('markAllRead')}
          </Button>
        )}
      </div>
      {inbox.isPending ? (
        <div className="flex justify-center p-6">
          <Spinner label={t('loading')} />
        </div>
      ) : inbox.isError ? (
        <LoadError
          className="m-3 w-auto"
          title={t('loadFailed')}
          message={errorMessage(t, inbox.error)}
          onRetry={() => void inbox.refetch()}
          retrying={inbox.isFetching}
        />
      ) : items.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">{t('empty')}</p>
      ) : (
        <ul className="divide-y">
          {items.map((item) => (
            <li key={item.id}>
              <InboxEntry
                item={item}
                timeZone={timeZone}
                onOpen={() => {
                  if (!item.readAt) markRead.mutate([item.id]);
                  onNavigate();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
