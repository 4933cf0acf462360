import { SettingsPage } from '@/features/settings/components/settings-page';
import { ConnectionsTab } from '@/features/connections/components/connections-tab';

export function Component() {
  return <SettingsPage extraTabs={{ connections: <ConnectionsTab /> }} />;
}
