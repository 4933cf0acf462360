import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePermissions } from '@/lib/permissions';
import { BackOfficeOverview } from '@/features/back-office-overview/components/back-office-overview';

export function Component() {
  // Support has no overview (its figures are the studio's settings' business): its users list instead.
  if (!usePermissions().can('settings.manage')) return <Navigate to={paths.backOfficeUsers} replace />;
  return <BackOfficeOverview />;
}
