import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints, type GenerationSettings, type UseDetectedBody } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /api/admin/setup/use-detected — points the chosen families at a detected service. */
export function applyDetectedService(body: UseDetectedBody): Promise<GenerationSettings> {
  return apiCall(adminEndpoints.useDetected, { body });
}

export function useApplyDetectedService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyDetectedService,
    onSuccess: async (settings) => {
      queryClient.setQueryData(queryKeys.adminGenerationSettings(), settings);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminSetup() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.generationStatus() }),
      ]);
    },
  });
}
