import { useQuery } from '@tanstack/react-query';
import { adminEndpoints, type DetectResult } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /api/admin/setup/detect — looks for Ollama, LM Studio and an automation on the server's machine. */
export function detectLocalServices(signal?: AbortSignal): Promise<DetectResult> {
  return apiCall(adminEndpoints.detect, { body: {}, signal });
}

/**
 * Runs when the checklist opens (a second or two at most: loopback addresses, short time
 * limits), so a model server already running is offered without a click; under the setup
 * key, so the checklist's refresh looks again too.
 */
export function useDetectLocalServices() {
  return useQuery({
    queryKey: [...queryKeys.adminSetup(), 'detect'],
    queryFn: ({ signal }) => detectLocalServices(signal),
    retry: false,
  });
}
