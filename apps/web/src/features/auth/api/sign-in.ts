import { useMutation } from '@tanstack/react-query';
import type { SignInBody } from '@forja/contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/sign-in/email — sets the session cookie on success. */
export function signIn(body: Pick<SignInBody, 'email' | 'password'>): Promise<unknown> {
  return api.post('/api/auth/sign-in/email', body);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
