import { voiceOverEndpoints, type VoiceOverPreviewBody } from '@forja/contracts';
import { ApiRequestError, CONNECTION_FAILED, type ApiErrorDetails } from '@/lib/api-client';

/**
 * POST /api/voice-overs/preview: about five seconds of the voice as WAV, free. The answer is
 * audio, not JSON, so this is its own fetch; a refusal still carries the API's error shape.
 */
export async function fetchVoicePreview(body: VoiceOverPreviewBody, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(voiceOverEndpoints.preview.path, {
      method: voiceOverEndpoints.preview.method,
      credentials: 'include',
      signal,
      headers: { 'Content-Type': 'application/json', Accept: 'audio/wav, application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError({ status: 0, code: CONNECTION_FAILED, message: 'Network request failed' });
  }
  if (response.ok) return response.blob();
  const data = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
    details?: Record<string, unknown>;
  } | null;
  throw new ApiRequestError({
    status: response.status,
    code: data?.code ?? 'INTERNAL_ERROR',
    message: data?.message ?? response.statusText,
    ...(data?.details ? { details: data.details as ApiErrorDetails } : {}),
  });
}
