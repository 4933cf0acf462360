import { useParams } from 'react-router';
import { UserDetailPage } from '@/features/back-office-users/components/user-detail-page';
import { RequireAdmin } from '../../guards/require-admin';

export function Component() {
  const { userId = '' } = useParams();
  return (
    <RequireAdmin permission="users.read">
      <UserDetailPage userId={userId} />
    </RequireAdmin>
  );
}
