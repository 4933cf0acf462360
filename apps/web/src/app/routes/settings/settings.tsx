import { SettingsPage } from '@/features/settings/components/settings-page';
import { ConnectionsTab } from '@/features/connections/components/connections-tab';
import { InvoicesTab } from '@/features/billing/components/invoices-tab';
import { SubscriptionTab } from '@/features/billing/components/subscription-tab';

export function Component() {
  return (
    <SettingsPage
      extraTabs={{
        connections: <ConnectionsTab />,
        subscription: <SubscriptionTab />,
        invoices: <InvoicesTab />,
      }}
    />
  );
}
