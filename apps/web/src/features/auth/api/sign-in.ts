import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type SignInBody } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

/** POST /api/auth/sign-in/email — sets the session cookie on success. */
export function signIn(body: Pick<SignInBody, 'email' | 'password'>): Promise<unknown> {
  return apiCall(authEndpoints.signIn, { body });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
