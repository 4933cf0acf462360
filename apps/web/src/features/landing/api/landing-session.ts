import { useCallback, useState } from 'react';
import { getSession, signOut, type SessionUser } from '@/lib/auth-client';
import { isApiRequestError } from '@/lib/api-client';
import { clearUserStorage } from '@/lib/user-storage';
import { useLoad } from './use-load';

async function readSession(signal: AbortSignal): Promise<SessionUser | null> {
  try {
    return (await getSession(signal))?.user ?? null;
  } catch (error) {
    // Signed out, or the server is unreachable: the landing page shows Login and Signup either way.
    if (isApiRequestError(error) || !signal.aborted) return null;
    throw error;
  }
}

/**
 * Who is visiting, for the top bar (greeting or Login/Signup), and a logout that works
 * without the app's router: it signs out on the server and shows the signed-out page.
 */
export function useLandingSession() {
  const session = useLoad(readSession);
  const [signedOut, setSignedOut] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await signOut();
      clearUserStorage();
      setSignedOut(true);
    } finally {
      setLoggingOut(false);
    }
  }, []);
  const user = signedOut ? null : (session.data ?? null);
  return { loading: session.status === 'loading', user, logout, loggingOut };
}
