import { useMutation } from '@tanstack/react-query';
import {
  generationSettingsEndpoints,
  type ServerModelsBody,
  type ServerModelsResult,
  type ServerTestBody,
  type ServerTestResult,
  type ServerVoicesBody,
  type ServerVoicesResult,
} from '@forja/contracts';
import { apiCall } from '@/lib/api-call';

/*
 * The settings page's calls to a model server typed in the form (administrators only): its
 * models, a speech server's voices, and a Test that runs one real, tiny generation. A failing
 * server is a 200 with ok=false and the reason.
 */

/** POST /api/admin/generation-settings/servers/models */
export function listServerModels(body: ServerModelsBody, signal?: AbortSignal): Promise<ServerModelsResult> {
  return apiCall(generationSettingsEndpoints.serverModels, { body: body, signal });
}

/** POST /api/admin/generation-settings/servers/voices */
export function listServerVoices(body: ServerVoicesBody, signal?: AbortSignal): Promise<ServerVoicesResult> {
  return apiCall(generationSettingsEndpoints.serverVoices, { body: body, signal });
}

/** POST /api/admin/generation-settings/servers/test */
export function testServer(body: ServerTestBody): Promise<ServerTestResult> {
  return apiCall(generationSettingsEndpoints.serverTest, { body });
}

export function useTestServer() {
  return useMutation({ mutationFn: testServer });
}
