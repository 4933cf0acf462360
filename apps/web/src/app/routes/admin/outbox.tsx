import { RequireAdmin } from '../../guards/require-admin';
import { OutboxPage } from '@/features/admin/components/outbox-page';

export function Component() {
  return (
    <RequireAdmin permission="settings.manage">
      <OutboxPage />
    </RequireAdmin>
  );
}
