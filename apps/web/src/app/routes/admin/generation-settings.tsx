import { RequireAdmin } from '../../guards/require-admin';
import { GenerationSettingsPage } from '@/features/generation-settings/components/generation-settings-page';

export function Component() {
  return (
    <RequireAdmin permission="settings.manage">
      <GenerationSettingsPage />
    </RequireAdmin>
  );
}
