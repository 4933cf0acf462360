import { SettingsPage } from '@/features/settings/components/settings-page';
import { BrandKitsTab } from '@/features/brand-kits/components/brand-kits-tab';
import { ConnectionsTab } from '@/features/connections/components/connections-tab';
import { InvoicesTab } from '@/features/billing/components/invoices-tab';
import { SubscriptionTab } from '@/features/billing/components/subscription-tab';

export function Component() {
  return (
    <SettingsPage
      extraTabs={{
        'brand-kits': <BrandKitsTab />,
        connections: <ConnectionsTab />,
        subscription: <SubscriptionTab />,
        invoices: <InvoicesTab />,
      }}
    />
  );
}
