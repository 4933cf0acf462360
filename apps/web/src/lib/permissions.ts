import { can, hasBackOfficeAccess, type Permission } from '@forja/contracts';
import { useSession } from './session';

/*
 * What the signed-in user's role may do, from the contracts' matrix (the same one the server
 * checks). The web only hides what the server would refuse; it decides nothing.
 */
export function usePermissions() {
  const { user } = useSession();
  // A session from before roles (no `role`) that says isAdmin is an administrator.
  const role = user?.role ?? (user?.isAdmin ? 'admin' : 'user');
  return {
    role,
    can: (permission: Permission) => can(role, permission),
    backOffice: hasBackOfficeAccess(role),
  };
}
