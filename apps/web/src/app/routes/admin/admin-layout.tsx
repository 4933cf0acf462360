import { Outlet } from 'react-router';
import { BackOfficeNav } from '@/features/admin/components/back-office-nav';
import { RequireAdmin } from '../../guards/require-admin';

export function Component() {
  return (
    <RequireAdmin>
      <div className="mx-auto grid w-full max-w-6xl gap-6">
        <BackOfficeNav />
        <Outlet />
      </div>
    </RequireAdmin>
  );
}
