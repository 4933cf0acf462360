import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@/lib/session';

/** Nested inside RequireAuth. Only hides the screens: the server checks isAdmin on every admin call. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user?.isAdmin) return <Navigate to="/dashboard" replace />;
  return children;
}
