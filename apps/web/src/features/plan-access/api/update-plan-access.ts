import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints, type PlanAccessMatrix, type UpdatePlanAccessBody } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT /api/admin/plan-access — the whole matrix. */
export function updatePlanAccess(body: UpdatePlanAccessBody): Promise<PlanAccessMatrix> {
  return apiCall(adminEndpoints.updatePlanAccess, { body });
}

export function useUpdatePlanAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlanAccess,
    onSuccess: async (matrix) => {
      queryClient.setQueryData(queryKeys.adminPlanAccess(), matrix);
      // The administrator's own studios follow at once.
      await queryClient.invalidateQueries({ queryKey: queryKeys.myPlanAccess() });
    },
  });
}
