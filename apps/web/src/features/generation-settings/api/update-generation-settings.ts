import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  generationSettingsEndpoints,
  type GenerationSettings,
  type UpdateGenerationSettingsBody,
} from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';
import { GENERATION_SETTINGS_QUERY_KEY } from './get-generation-settings';

/** PUT /api/admin/generation-settings — the whole record; an empty apiKey keeps the stored key. */
export function updateGenerationSettings(body: UpdateGenerationSettingsBody): Promise<GenerationSettings> {
  return apiCall(generationSettingsEndpoints.update, { body });
}

export function useUpdateGenerationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGenerationSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(GENERATION_SETTINGS_QUERY_KEY, settings);
      // Wizards read readiness from the status endpoint: let them see the change.
      await queryClient.invalidateQueries({ queryKey: queryKeys.generationStatus() });
    },
  });
}
