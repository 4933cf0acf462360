import { ApiRequestError, isApiRequestError } from '@/lib/api-client';
import type { StoredError } from './article-draft';

/** Keeps what the translated message needs (code, details) in a JSON-safe form for the draft. */
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
