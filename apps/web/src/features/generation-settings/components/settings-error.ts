import type { TFunction } from 'i18next';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';

/** Like errorMessage, with the admin-only wording for a refused non-administrator. */
export function settingsErrorMessage(t: TFunction, error: unknown, action: 'read' | 'update'): string {
  if (isApiRequestError(error) && error.status === 403) {
    return t(action === 'read' ? 'generation-settings:forbiddenRead' : 'generation-settings:forbiddenUpdate');
  }
  return errorMessage(t, error);
}
