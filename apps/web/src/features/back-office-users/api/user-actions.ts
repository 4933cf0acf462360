import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, Role, UpdateAdminUserBody } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** After any action the lists, the detail and the staff are read again (they all show the user). */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers() });
}

export function useEditUser(userId: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: UpdateAdminUserBody) => api.patch<AdminUser>(userPath(userId), body),
    onSuccess: refresh,
  });
}

export function useAddCredits(userId: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: { amount: number; description: string }) =>
      api.post<{ balance: number }>(`${userPath(userId)}/credits`, body),
    onSuccess: refresh,
  });
}

export function useSetRole() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      api.put<AdminUser>(`${userPath(userId)}/role`, { role }),
    onSuccess: refresh,
  });
}

export function useSendPasswordReset(userId: string) {
  return useMutation({ mutationFn: () => api.post<void>(`${userPath(userId)}/password-reset`) });
}

export function useDeleteUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(userPath(userId)),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.adminUser(userId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers() });
    },
  });
}
