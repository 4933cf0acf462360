import type { ReactNode } from 'react';
import type { Permission } from '@forja/contracts';
import { AccessRestricted } from '@/components/feedback/access-restricted';
import { usePermissions } from '@/lib/permissions';

/**
 * Nested inside RequireAuth. Only hides the screens (saying why): the server checks the
 * permission on every admin call. Without `permission`, any back-office role may enter.
 */
export function RequireAdmin({ children, permission }: { children: ReactNode; permission?: Permission }) {
  const { backOffice, can } = usePermissions();
  if (!backOffice || (permission && !can(permission))) return <AccessRestricted />;
  return children;
}
