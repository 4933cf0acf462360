import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/account/password-reset/:token — 200 `{ valid: true }`, 404 when unknown, used or expired. */
export function getResetTokenStatus(token: string, signal?: AbortSignal): Promise<{ valid: true }> {
  return api.get(`/api/account/password-reset/${encodeURIComponent(token)}`, { signal });
}

export const resetTokenStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.passwordResetToken(token),
    queryFn: ({ signal }) => getResetTokenStatus(token, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useResetTokenStatus(token: string | null) {
  return useQuery({ ...resetTokenStatusQueryOptions(token ?? ''), enabled: Boolean(token) });
}
