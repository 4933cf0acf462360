import type { GenerationErrorCode } from '@forja/contracts';
import { AppError } from '../../lib/app-error.js';
import { GenerationError } from '../../integrations/generation/index.js';

/*
 * A provider's failure is the provider's, not ours: never a 500. Missing or invalid
 * configuration is 503 (an administrator has to act), a timeout 504, anything else the
 * provider did 502. The body is `{ code, message, details }` with the stable code.
 */
const STATUS: Partial<Record<GenerationErrorCode, number>> = {
  WEBHOOK_MISSING: 503,
  WEBHOOK_INVALID_URL: 503,
  JSON2VIDEO_NOT_CONFIGURED: 503,
  ABORTED: 503,
  STORAGE_UNAVAILABLE: 503,
  TIMEOUT: 504,
};

export function generationErrorStatus(code: GenerationErrorCode): number {
  return STATUS[code] ?? 502;
}

export function toApiError(error: GenerationError): AppError {
  // The reply excerpt helps an administrator testing an endpoint, not a user: it stays in the log.
  const { body: _body, ...details } = error.details ?? {};
  return new AppError(
    generationErrorStatus(error.code),
    error.code,
    error.message,
    Object.keys(details).length ? details : undefined,
  );
}

/** Anything a provider throws becomes a GenerationError, so a provider bug is a 502 and not a 500. */
export function asGenerationError(error: unknown): GenerationError | AppError {
  if (error instanceof GenerationError || error instanceof AppError) return error;
  return new GenerationError('PROVIDER_ERROR', { cause: error });
}
