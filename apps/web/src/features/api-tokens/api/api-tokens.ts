import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiTokenEndpoints, type CreateApiTokenBody } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

/*
 * Settings -> API: GET, POST /api/tokens and DELETE /api/tokens/:id. The created token (the
 * whole secret) is handed to the caller only: it never enters the query cache, the list is
 * read again instead.
 */
export const API_TOKENS_QUERY_KEY = ['api-tokens'] as const;

export function useApiTokens() {
  return useQuery({
    queryKey: API_TOKENS_QUERY_KEY,
    queryFn: ({ signal }) => apiCall(apiTokenEndpoints.list, { signal }),
  });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) => apiCall(apiTokenEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(apiTokenEndpoints.revoke, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}
