import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { WEBHOOKS_PER_USER_MAX, type CreatedWebhook as Created } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { QueryItemList } from '@/components/feedback/query-item-list';
import { useListScreens } from '@/lib/use-list-screens';
import { useWebhooks } from '../api/webhooks';
import { CreateWebhookForm } from './create-webhook-form';
import { CreatedWebhook } from './created-webhook';
import { WebhookItem } from './webhook-item';

/* The signing secret lives in this state only: gone when the tab closes or the user goes on. */
type Screen = { kind: 'create' } | { kind: 'created'; webhook: Created };

/** Settings -> Webhooks: the addresses told when the user's work finishes, signed (Standard Webhooks). */
export function WebhooksTab() {
  const { t } = useTranslation('webhooks');
  const webhooks = useWebhooks();
  const { screen, show, toList, firstControl } = useListScreens<Screen>();

  if (screen.kind === 'create') {
    return (
      <CreateWebhookForm onCancel={toList} onCreated={(webhook) => show({ kind: 'created', webhook })} />
    );
  }
  if (screen.kind === 'created') return <CreatedWebhook webhook={screen.webhook} onDone={toList} />;

  const full = (webhooks.data?.items.length ?? 0) >= WEBHOOKS_PER_USER_MAX;
  return (
    <div className="grid gap-4" aria-busy={webhooks.isPending || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted-foreground">{t('intro')}</p>
        <Button
          ref={firstControl}
          onClick={() => show({ kind: 'create' })}
          disabled={!webhooks.isSuccess || full}
        >
          <Plus aria-hidden="true" />
          {t('new')}
        </Button>
      </div>
      <QueryItemList
        query={webhooks}
        items={webhooks.data?.items}
        label={t('list.label')}
        loadFailed={t('loadFailed')}
        empty={{ title: t('empty.title'), text: t('empty.text') }}
      >
        {(webhook) => <WebhookItem webhook={webhook} />}
      </QueryItemList>
      {full && <p className="text-sm text-muted-foreground">{t('full', { max: WEBHOOKS_PER_USER_MAX })}</p>}
    </div>
  );
}
