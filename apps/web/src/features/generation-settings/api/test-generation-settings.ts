import { useMutation } from '@tanstack/react-query';
import type { GenerationFamily, GenerationSettingsTestResult } from '@forja/contracts';
import { api } from '@/lib/api-client';

/** POST /api/admin/generation-settings/test — one harmless request through the saved provider. */
export function testGenerationSettings(
  family: GenerationFamily | 'speech',
): Promise<GenerationSettingsTestResult> {
  return api.post<GenerationSettingsTestResult>('/api/admin/generation-settings/test', { family });
}

export function useTestGenerationSettings() {
  return useMutation({ mutationFn: testGenerationSettings });
}
