import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { redirectFromState } from '@/lib/redirect';

/**
 * Sign-in screens send a signed-in user on (to where they came from, else /dashboard).
 * While the session loads the form is shown: public pages should not wait on it.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'authenticated') return <Navigate to={redirectFromState(location.state)} replace />;
  return children;
}
