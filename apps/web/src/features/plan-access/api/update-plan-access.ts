import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanAccessMatrix, UpdatePlanAccessBody } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT /api/admin/plan-access — the whole matrix. */
export function updatePlanAccess(body: UpdatePlanAccessBody): Promise<PlanAccessMatrix> {
  return api.put<PlanAccessMatrix>('/api/admin/plan-access', body);
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
