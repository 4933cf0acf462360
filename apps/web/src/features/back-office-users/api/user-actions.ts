import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserEndpoints, type Role, type UpdateAdminUserBody } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/** After any action the lists, the detail and the staff are read again (they all show the user). */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers() });
}

export function useEditUser(userId: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: UpdateAdminUserBody) =>
      apiCall(adminUserEndpoints.update, { params: { userId }, body }),
    onSuccess: refresh,
  });
}

export function useAddCredits(userId: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: { amount: number; description: string }) =>
      apiCall(adminUserEndpoints.addCredits, { params: { userId }, body }),
    onSuccess: refresh,
  });
}

export function useSetRole() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      apiCall(adminUserEndpoints.setRole, { params: { userId }, body: { role } }),
    onSuccess: refresh,
  });
}

export function useSendPasswordReset(userId: string) {
  return useMutation({
    mutationFn: () => apiCall(adminUserEndpoints.sendPasswordReset, { params: { userId } }),
  });
}

export function useDeleteUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(adminUserEndpoints.delete, { params: { userId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.adminUser(userId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers() });
    },
  });
}
