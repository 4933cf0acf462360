import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/** 200 `{ valid: true }`, 404 when unknown, used or expired. */
export function getResetTokenStatus(token: string, signal?: AbortSignal): Promise<{ valid: true }> {
  return apiCall(accountEndpoints.passwordResetToken, { params: { token }, signal });
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
