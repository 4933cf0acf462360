import { useMutation } from '@tanstack/react-query';
import type { DetectResult } from '@forja/contracts';
import { api } from '@/lib/api-client';

/** POST /api/admin/setup/detect — looks for a model server and an automation on the server's machine. */
export function detectLocalServices(): Promise<DetectResult> {
  return api.post<DetectResult>('/api/admin/setup/detect', {});
}

export function useDetectLocalServices() {
  return useMutation({ mutationFn: detectLocalServices });
}
