import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { WEBHOOKS_PER_USER_MAX, type CreatedWebhook as Created } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { useWebhooks } from '../api/webhooks';
import { CreateWebhookForm } from './create-webhook-form';
import { CreatedWebhook } from './created-webhook';
import { WebhookItem } from './webhook-item';

/* The signing secret lives in this state only: gone when the tab closes or the user goes on. */
type Screen = { kind: 'list' } | { kind: 'create' } | { kind: 'created'; webhook: Created };

/** Settings -> Webhooks: the addresses told when the user's work finishes, signed (Standard Webhooks). */
export function WebhooksTab() {
  const { t } = useTranslation('webhooks');
  const webhooks = useWebhooks();
  const [screen, setScreen] = useState<Screen>({ kind: 'list' });
  const newButton = useRef<HTMLButtonElement>(null);
  const cameBack = useRef(false);
  const toList = () => {
    cameBack.current = true;
    setScreen({ kind: 'list' });
  };
  // Back from the form, the keyboard goes on from the list's first control, not the page's top.
  useEffect(() => {
    if (screen.kind === 'list' && cameBack.current) newButton.current?.focus();
  }, [screen]);

  if (screen.kind === 'create') {
    return (
      <CreateWebhookForm onCancel={toList} onCreated={(webhook) => setScreen({ kind: 'created', webhook })} />
    );
  }
  if (screen.kind === 'created') return <CreatedWebhook webhook={screen.webhook} onDone={toList} />;

  const full = (webhooks.data?.items.length ?? 0) >= WEBHOOKS_PER_USER_MAX;
  return (
    <div className="grid gap-4" aria-busy={webhooks.isPending || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted-foreground">{t('intro')}</p>
        <Button
          ref={newButton}
          onClick={() => setScreen({ kind: 'create' })}
          disabled={!webhooks.isSuccess || full}
        >
          <Plus aria-hidden="true" />
          {t('new')}
        </Button>
      </div>
      {webhooks.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : webhooks.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(t, webhooks.error)}
          onRetry={() => void webhooks.refetch()}
          retrying={webhooks.isFetching}
        />
      ) : webhooks.data.items.length === 0 ? (
        <Card>
          <CardContent className="grid gap-1 py-6 text-center">
            <p className="font-medium">{t('empty.title')}</p>
            <p className="text-sm text-muted-foreground">{t('empty.text')}</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label={t('list.label')}>
          {webhooks.data.items.map((webhook) => (
            <li key={webhook.id}>
              <WebhookItem webhook={webhook} />
            </li>
          ))}
        </ul>
      )}
      {full && <p className="text-sm text-muted-foreground">{t('full', { max: WEBHOOKS_PER_USER_MAX })}</p>}
    </div>
  );
}
