import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import type { WebhookDelivery } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDeliveries, useResendDelivery } from '../api/webhooks';
import { DeliveryStatusBadge } from './delivery-status-badge';

/** Why the last try failed, in the user's language: the receiver's status, or that it was not reached. */
function outcomeText(t: TFunction, delivery: WebhookDelivery): string | null {
  const code = delivery.lastStatusCode;
  if (delivery.status === 'succeeded' || (!code && !delivery.lastError)) return null;
  if (!code) return t('deliveries.notReached');
  if (code >= 300 && code <= 399) return t('deliveries.redirected', { code });
  return t('deliveries.answered', { code });
}

function DeliveryRow({ webhookId, delivery }: { webhookId: string; delivery: WebhookDelivery }) {
  const { t, i18n } = useTranslation('webhooks');
  const resend = useResendDelivery(webhookId);
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const eventName = t(`events.${delivery.type}.label`, { defaultValue: delivery.type });
  const outcome = outcomeText(t, delivery);
  const onResend = () =>
    resend.mutate(delivery.id, {
      onSuccess: () => void toast.success(t('deliveries.resent')),
      onError: (error) =>
        void toast.error(t('deliveries.resendFailed'), { description: errorMessage(t, error) }),
    });

  return (
    <li className="grid gap-1 border-t py-3 first:border-t-0 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-3">
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{eventName}</span>
          <DeliveryStatusBadge status={delivery.status} />
          <span className="text-muted-foreground">{time(delivery.lastAttemptAt ?? delivery.createdAt)}</span>
        </p>
        <p className="text-muted-foreground">
          {t('deliveries.attempts', { count: delivery.attempts })}
          {/* The server's own words (English, technical) stay one hover away. */}
          {outcome && <span title={delivery.lastError ?? undefined}>{` · ${outcome}`}</span>}
        </p>
        {delivery.status === 'pending' && delivery.nextAttemptAt && (
          <p className="text-muted-foreground">
            {t('deliveries.nextTry', { time: time(delivery.nextAttemptAt) })}
          </p>
        )}
      </div>
      {delivery.status !== 'pending' && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={onResend}
          disabled={resend.isPending}
          aria-label={t('deliveries.resendLabel', { event: eventName, time: time(delivery.createdAt) })}
        >
          <RotateCw aria-hidden="true" />
          {t('deliveries.resend')}
        </Button>
      )}
    </li>
  );
}

/** An endpoint's latest deliveries; read again while one is waiting for a try. */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation('webhooks');
  const deliveries = useDeliveries(webhookId);
  if (deliveries.isPending) return <Skeleton className="h-16 w-full" />;
  if (deliveries.isError) {
    return (
      <LoadError
        title={t('deliveries.loadFailed')}
        message={errorMessage(t, deliveries.error)}
        onRetry={() => void deliveries.refetch()}
        retrying={deliveries.isFetching}
      />
    );
  }
  if (deliveries.data.items.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('deliveries.empty')}</p>;
  }
  return (
    <ul className="grid" aria-label={t('deliveries.label')}>
      {deliveries.data.items.map((delivery) => (
        <DeliveryRow key={delivery.id} webhookId={webhookId} delivery={delivery} />
      ))}
    </ul>
  );
}
