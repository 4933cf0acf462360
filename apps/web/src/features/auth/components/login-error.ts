import type { TFunction } from 'i18next';
import { isApiRequestError, CONNECTION_FAILED } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';

/** Codes with their own text on the login screen; anything else gets the generic login error. */
const SPECIFIC = new Set(['INVALID_CREDENTIALS', CONNECTION_FAILED, 'TOO_MANY_ATTEMPTS', 'RATE_LIMITED']);

export function loginErrorMessage(t: TFunction, error: unknown): string {
  if (isApiRequestError(error) && SPECIFIC.has(error.code)) return errorMessage(t, error);
  return t('auth:login.generic');
}
