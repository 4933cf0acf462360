import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { useSession } from '@/lib/session';
import type { RedirectState } from '@/lib/redirect';
import { paths } from '@/config/paths';

/**
 * Signed-out visitors go to /login, remembering where they were headed. The session
 * query itself gives up after AUTH_LOADING_TIMEOUT_MS, so the spinner cannot outlive it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous') {
    const state: RedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
