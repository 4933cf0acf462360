import { useMutation } from '@tanstack/react-query';
import {
  generationSettingsEndpoints,
  type GenerationFamily,
  type GenerationSettingsTestResult,
} from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

/** POST /api/admin/generation-settings/test — one harmless request through the saved provider. */
export function testGenerationSettings(
  family: GenerationFamily | 'speech',
): Promise<GenerationSettingsTestResult> {
  return apiCall(generationSettingsEndpoints.test, { body: { family } });
}

export function useTestGenerationSettings() {
  return useMutation({ mutationFn: testGenerationSettings });
}
