import { z } from 'zod';
import { ApiRequestError, isApiRequestError } from '@/lib/api-client';

/** An API error in a form that survives JSON, so a draft can keep the last failure. */
export const storedErrorSchema = z.object({
  status: z.number(),
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type StoredError = z.infer<typeof storedErrorSchema>;

/** Keeps what the translated message needs (code, details). */
export function toStoredError(error: unknown): StoredError {
  if (isApiRequestError(error)) {
    return { status: error.status, code: error.code, message: error.message, details: error.details };
  }
  return {
    status: 0,
    // Not an API answer (a bug or a broken reply): the screens show their own generic wording.
    code: 'INTERNAL_ERROR',
    message: error instanceof Error ? error.message : String(error),
  };
}

/** Back to an ApiRequestError, which lib/errors.ts translates by code. */
export function fromStoredError(stored: StoredError): ApiRequestError {
  return new ApiRequestError({
    status: stored.status,
    code: stored.code,
    message: stored.message,
    details: stored.details,
  });
}

/** The error of a generation that failed on the server (its `error` field). */
export function generationError(error: { code: string; message: string } | null): StoredError {
  return { status: 0, code: error?.code ?? 'PROVIDER_ERROR', message: error?.message ?? '' };
}
