import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type SignUpBody } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

/** POST /api/auth/sign-up/email — creates the account and signs it in (cookie set by the server). */
export function signUp(body: SignUpBody): Promise<unknown> {
  return apiCall(authEndpoints.signUp, { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
