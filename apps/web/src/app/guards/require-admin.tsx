import type { ReactNode } from 'react';
import { AccessRestricted } from '@/components/feedback/access-restricted';
import { useSession } from '@/lib/session';

/**
 * Nested inside RequireAuth. Only hides the screens (saying why): the server checks the
 * administrator right on every admin call.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user?.isAdmin) return <AccessRestricted />;
  return children;
}
