import { useMutation } from '@tanstack/react-query';
import type { SignUpBody } from '@forja/contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/sign-up/email — creates the account and signs it in (cookie set by the server). */
export function signUp(body: SignUpBody): Promise<unknown> {
  return api.post('/api/auth/sign-up/email', body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
