import { UsersPage } from '@/features/back-office-users/components/users-page';
import { RequireAdmin } from '../../guards/require-admin';

export function Component() {
  return (
    <RequireAdmin permission="users.read">
      <UsersPage />
    </RequireAdmin>
  );
}
