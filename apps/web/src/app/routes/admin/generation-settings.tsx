import { GenerationSettingsPage } from '@/features/generation-settings/components/generation-settings-page';

export function Component() {
  return <GenerationSettingsPage />;
}
