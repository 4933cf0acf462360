import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/change-password — other sessions are ended, so a password changed
 * because it leaked also logs out whoever used it. This browser stays signed in.
 */
export function changePassword(body: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return api.post('/api/auth/change-password', { ...body, revokeOtherSessions: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
