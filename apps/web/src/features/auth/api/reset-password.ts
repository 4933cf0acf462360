import { authEndpoints } from '@forja/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

/** POST /api/auth/reset-password — the token is single-use. */
export function resetPassword(body: { newPassword: string; token: string }): Promise<unknown> {
  return apiCall(authEndpoints.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
