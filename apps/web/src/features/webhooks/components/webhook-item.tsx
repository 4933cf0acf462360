import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Send, Trash2 } from 'lucide-react';
import type { Webhook } from '@forja/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useDeleteWebhook, useTestWebhook, useUpdateWebhook } from '../api/webhooks';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { WebhookDeliveries } from './webhook-deliveries';

/** One endpoint: its events, on/off, the last delivery; test, deliveries, delete. */
export function WebhookItem({ webhook }: { webhook: Webhook }) {
  const { t, i18n } = useTranslation('webhooks');
  const update = useUpdateWebhook(webhook.id);
  const test = useTestWebhook(webhook.id);
  const remove = useDeleteWebhook(webhook.id);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const switchId = `webhook-enabled-${webhook.id}`;
  const deliveriesId = `webhook-deliveries-${webhook.id}`;

  const onEnabled = (enabled: boolean) =>
    update.mutate(
      { enabled },
      {
        onSuccess: () => void toast.success(enabled ? t('item.enabledToast') : t('item.disabledToast')),
        onError: (error) => void toast.error(t('item.updateFailed'), { description: errorMessage(t, error) }),
      },
    );
  const onTest = () =>
    test.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('item.testSent'));
        setShowDeliveries(true);
      },
      onError: (error) => void toast.error(t('item.testFailed'), { description: errorMessage(t, error) }),
    });
  const onDelete = () =>
    remove.mutateAsync().then(
      () => void toast.success(t('delete.done')),
      (error: unknown) => void toast.error(t('delete.failed'), { description: errorMessage(t, error) }),
    );
  const last = webhook.lastDelivery;

  return (
    <Card>
      <CardContent className="grid gap-3 py-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <p className="font-medium break-all">{webhook.url}</p>
            {webhook.description && <p className="text-sm text-muted-foreground">{webhook.description}</p>}
          </div>
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={update.isPending ? (update.variables.enabled ?? webhook.enabled) : webhook.enabled}
              onCheckedChange={onEnabled}
              disabled={update.isPending}
            />
            <Label htmlFor={switchId}>{t('item.enabled')}</Label>
          </div>
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('item.events')}>
          {webhook.events.map((event) => (
            <li key={event}>
              <Badge variant="secondary">{t(`events.${event}.label`)}</Badge>
            </li>
          ))}
        </ul>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {t('item.lastDelivery')}
          {last ? (
            <>
              <DeliveryStatusBadge status={last.status} />
              {new Intl.DateTimeFormat(i18n.resolvedLanguage, {
                dateStyle: 'short',
                timeStyle: 'short',
              }).format(new Date(last.at))}
            </>
          ) : (
            <span>{t('item.noDelivery')}</span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onTest} disabled={test.isPending}>
            <Send aria-hidden="true" />
            {t('item.test')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showDeliveries}
            aria-controls={deliveriesId}
            onClick={() => setShowDeliveries((shown) => !shown)}
          >
            <ChevronDown
              aria-hidden="true"
              className={cn('transition-transform', showDeliveries && 'rotate-180')}
            />
            {t('item.deliveries')}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
                <Trash2 aria-hidden="true" />
                {t('delete.button')}
              </Button>
            }
            title={t('delete.title')}
            description={t('delete.text', { url: webhook.url })}
            cancelLabel={t('delete.cancel')}
            confirmLabel={t('delete.confirm')}
            busyLabel={t('delete.deleting')}
            onConfirm={onDelete}
          />
        </div>
        {showDeliveries && (
          <div id={deliveriesId} className="rounded-md border px-3 py-1">
            <WebhookDeliveries webhookId={webhook.id} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
