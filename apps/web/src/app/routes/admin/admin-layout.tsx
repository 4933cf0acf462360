import { Outlet } from 'react-router';
import { RequireAdmin } from '../../guards/require-admin';

export function Component() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}
