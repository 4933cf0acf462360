import { useMutation } from '@tanstack/react-query';
import type {
  ServerModelsBody,
  ServerModelsResult,
  ServerTestBody,
  ServerTestResult,
  ServerVoicesBody,
  ServerVoicesResult,
} from '@forja/contracts';
import { api } from '@/lib/api-client';

/*
 * The settings page's calls to a model server typed in the form (administrators only): its
 * models, a speech server's voices, and a Test that runs one real, tiny generation. A failing
 * server is a 200 with ok=false and the reason.
 */

/** POST /api/admin/generation-settings/servers/models */
export function listServerModels(body: ServerModelsBody, signal?: AbortSignal): Promise<ServerModelsResult> {
  return api.post<ServerModelsResult>('/api/admin/generation-settings/servers/models', body, { signal });
}

/** POST /api/admin/generation-settings/servers/voices */
export function listServerVoices(body: ServerVoicesBody, signal?: AbortSignal): Promise<ServerVoicesResult> {
  return api.post<ServerVoicesResult>('/api/admin/generation-settings/servers/voices', body, { signal });
}

/** POST /api/admin/generation-settings/servers/test */
export function testServer(body: ServerTestBody): Promise<ServerTestResult> {
  return api.post<ServerTestResult>('/api/admin/generation-settings/servers/test', body);
}

export function useTestServer() {
  return useMutation({ mutationFn: testServer });
}
