import type { MediaRefusalReason } from '@forja/contracts';
import { AppError } from '../../lib/app-error.js';

/** MEDIA_REFUSED with its reason (the web translates each): 413 over the byte limit, else 400. */
export function mediaRefused(reason: MediaRefusalReason, message: string): AppError {
  return new AppError(reason === 'too_large' ? 413 : 400, 'MEDIA_REFUSED', message, { reason });
}

export function quotaExceeded(usedBytes: number, quotaBytes: number): AppError {
  return new AppError(
    413,
    'STORAGE_QUOTA_EXCEEDED',
    "The file does not fit in your plan's storage: delete something or change plans.",
    { usedBytes, quotaBytes },
  );
}
