import { authEndpoints, type SessionData } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

/*
 * Calls about the current session that the app shell and several features need
 * (guards, layouts, landing top bar, account deletion). Screen-specific auth calls
 * (sign-in, sign-up, password reset) live in features/auth/api. The landing page imports
 * this module: it reaches only type-only endpoints, so no contracts schema (nor zod) is
 * bundled with it.
 */

/** Who is signed in (declared with the endpoint, packages/contracts/src/endpoints/auth.ts). */
export type { SessionData, SessionUser } from '@forja/contracts';

export async function getSession(signal?: AbortSignal): Promise<SessionData | null> {
  const data = await apiCall(authEndpoints.session, { signal });
  return data && data.user ? data : null;
}

export function signOut(): Promise<unknown> {
  return apiCall(authEndpoints.signOut, { body: {} });
}
