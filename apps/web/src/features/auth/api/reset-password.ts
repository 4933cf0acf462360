import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset-password — the token is single-use. */
export function resetPassword(body: { newPassword: string; token: string }): Promise<unknown> {
  return api.post('/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
