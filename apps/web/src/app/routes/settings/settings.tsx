import { lazy, Suspense, type ReactNode } from 'react';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { BrandKitsTab } from '@/features/brand-kits/components/brand-kits-tab';
import { ConnectionsTab } from '@/features/connections/components/connections-tab';
import { InvoicesTab } from '@/features/billing/components/invoices-tab';
import { SubscriptionTab } from '@/features/billing/components/subscription-tab';
import { Skeleton } from '@/components/ui/skeleton';
import { loadNamespaces } from '@/lib/app-i18n';

/*
 * The API and Webhooks tabs (and the contracts' schemas their forms check with) load when
 * opened, with their texts: most visits to Settings never open them.
 */
const ApiTokensTab = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/api-tokens/components/api-tokens-tab'),
    loadNamespaces(['api-tokens']),
  ]);
  return { default: module.ApiTokensTab };
});
const WebhooksTab = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/webhooks/components/webhooks-tab'),
    loadNamespaces(['webhooks']),
  ]);
  return { default: module.WebhooksTab };
});

const lazyTab = (tab: ReactNode) => (
  <Suspense fallback={<Skeleton className="h-32 w-full" />}>{tab}</Suspense>
);

export function Component() {
  return (
    <SettingsPage
      extraTabs={{
        'brand-kits': <BrandKitsTab />,
        connections: <ConnectionsTab />,
        api: lazyTab(<ApiTokensTab />),
        webhooks: lazyTab(<WebhooksTab />),
        subscription: <SubscriptionTab />,
        invoices: <InvoicesTab />,
      }}
    />
  );
}
