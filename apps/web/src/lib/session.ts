import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { profileEndpoints, AUTH_LOADING_TIMEOUT_MS } from '@forja/contracts';
import { apiCall } from './api-call';
import { isApiRequestError } from './api-client';
import { getSession, signOut, type SessionData, type SessionUser } from './auth-client';
import { currentLanguage, i18n } from './i18n';
import { clearUserStorage } from './user-storage';
import { LEAVE_WITHOUT_ASKING } from './wizard/use-leave-guard';
import { queryKeys } from './api/query-keys';
import { paths } from '@/config/paths';

/*
 * The session lives in lib (not features/auth) because the app shell, the guards and
 * several features (landing top bar, settings, dashboard) all read it, and features may
 * not import each other.
 */

export const SESSION_QUERY_KEY = queryKeys.session();

/**
 * Resolves to null ("signed out") when the server has not answered within the limit,
 * so every guard gives up at the same moment however late it mounted.
 */
async function fetchSessionWithinLimit(signal: AbortSignal): Promise<SessionData | null> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, AUTH_LOADING_TIMEOUT_MS);
  });
  const request = getSession(controller.signal).catch((error: unknown) => {
    if (isApiRequestError(error) && error.status === 401) return null;
    throw error;
  });
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSessionWithinLimit(signal),
  // A retry would stretch the wait past the 5 s spinner limit.
  retry: false,
  staleTime: 60_000,
});

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Re-reads the session, e.g. right after the server has set the cookie. */
  refresh: () => Promise<SessionData | null>;
}

export function useSession(): SessionState {
  const queryClient = useQueryClient();
  const query = useQuery(sessionQueryOptions);
  const user = query.data?.user ?? null;
  // A failed session read counts as signed out: the guards must not hang on it.
  const status: SessionStatus = query.isPending ? 'loading' : user ? 'authenticated' : 'anonymous';
  return {
    status,
    user,
    refresh: () => queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }),
  };
}

/** Forgets everything cached for the previous user and marks the session as signed out. */
export function clearUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  clearUserStorage();
}

/**
 * Navigation state for leaving a signed-in screen at sign-out or account deletion. The user's
 * data is forgotten by the root layout once the new screen is on show (useForgetSignedOutUser):
 * cleared any earlier, the protected screen still on show would see no session and its guard
 * would send the visitor to /login instead. Unsaved wizard work does not hold the way out:
 * signing out removes the drafts by design.
 */
export const SIGNED_OUT_STATE = { ...LEAVE_WITHOUT_ASKING, signedOut: true } as const;

/**
 * After Log out or an account deletion: the requests in flight stop, the user's drafts leave
 * the browser at once (not once the next screen has loaded: nothing of their work may stay,
 * not even for the moment the navigation takes), then the signed-out screen.
 */
export async function leaveSignedOut(
  queryClient: QueryClient,
  navigate: NavigateFunction,
  to: string,
): Promise<void> {
  await queryClient.cancelQueries();
  clearUserStorage();
  await navigate(to, { replace: true, state: SIGNED_OUT_STATE });
}

export function useSignOut(redirectTo: string = paths.home) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => leaveSignedOut(queryClient, navigate, redirectTo),
  });
}

/** In the root layout: forgets the previous user after a navigation with SIGNED_OUT_STATE has shown its screen. */
export function useForgetSignedOutUser(): void {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = (location.state as { signedOut?: unknown } | null)?.signedOut === true;
  useEffect(() => {
    if (!signedOut) return;
    clearUserData(queryClient);
    // The mark goes with it: going back to this entry later must not sign anyone out.
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [signedOut, queryClient, navigate, location.pathname, location.search, location.hash]);
}

/** While signed in, a language change is saved to the profile. Failures are ignored on purpose. */
export function useProfileLanguageSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onChange = () => {
      const language = currentLanguage();
      const data = queryClient.getQueryData<SessionData | null>(SESSION_QUERY_KEY);
      if (!data?.user || data.user.language === language) return;
      apiCall(profileEndpoints.update, { body: { language } }).then(
        () =>
          queryClient.setQueryData<SessionData | null>(SESSION_QUERY_KEY, (old) =>
            old ? { ...old, user: { ...old.user, language } } : old,
          ),
        () => undefined,
      );
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [queryClient]);
}
