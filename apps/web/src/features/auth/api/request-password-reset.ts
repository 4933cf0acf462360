import { authEndpoints } from '@forja/contracts';
import { paths } from '@/config/paths';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

/** Where the e-mailed link lands; the server appends `?token=…`. */
export const RESET_PASSWORD_PATH = paths.resetPassword;

/** POST /api/auth/request-password-reset — answers the same whether or not the address exists. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiCall(authEndpoints.requestPasswordReset, { body: { email, redirectTo: RESET_PASSWORD_PATH } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
