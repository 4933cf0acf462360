import { authEndpoints } from '@forja/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

/**
 * POST /api/auth/change-password — other sessions are ended, so a password changed
 * because it leaked also logs out whoever used it. This browser stays signed in.
 */
export function changePassword(body: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return apiCall(authEndpoints.changePassword, { body: { ...body, revokeOtherSessions: true } });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
