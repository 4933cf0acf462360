import { PermissionsPage } from '@/features/back-office-users/components/permissions-page';
import { RequireAdmin } from '../../guards/require-admin';

export function Component() {
  return (
    <RequireAdmin permission="roles.assign">
      <PermissionsPage />
    </RequireAdmin>
  );
}
