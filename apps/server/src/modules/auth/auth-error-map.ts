import type { ErrorCode } from '@forja/contracts';

/**
 * Better Auth speaks its own codes; the client only ever sees ours, so one catalogue
 * of translated messages covers every screen.
 */
const byBetterAuthCode: Record<string, { status: number; code: ErrorCode; field?: string; key?: string }> = {
  USER_ALREADY_EXISTS: { status: 409, code: 'EMAIL_TAKEN' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, code: 'EMAIL_TAKEN' },
  INVALID_EMAIL_OR_PASSWORD: { status: 401, code: 'INVALID_CREDENTIALS' },
  INVALID_TOKEN: { status: 400, code: 'INVALID_RESET_TOKEN' },
  INVALID_PASSWORD: { status: 400, code: 'INVALID_CURRENT_PASSWORD' },
  PASSWORD_TOO_SHORT: {
    status: 400,
    code: 'VALIDATION_ERROR',
    field: 'password',
    key: 'password_min_length',
  },
  PASSWORD_TOO_LONG: { status: 400, code: 'VALIDATION_ERROR', field: 'password', key: 'password_too_long' },
  INVALID_EMAIL: { status: 400, code: 'VALIDATION_ERROR', field: 'email', key: 'email_invalid' },
};

export interface MappedAuthError {
  status: number;
  body: { code: ErrorCode; message: string; details?: Record<string, unknown> };
}

export function mapAuthError(status: number, body: unknown): MappedAuthError {
  const source = typeof body === 'object' && body ? (body as { code?: unknown; message?: unknown }) : {};
  const known = typeof source.code === 'string' ? byBetterAuthCode[source.code] : undefined;
  const message =
    typeof source.message === 'string' && source.message ? source.message : 'Authentication failed.';
  if (known) {
    const details = known.field ? { fields: { [known.field]: [known.key!] } } : undefined;
    return { status: known.status, body: { code: known.code, message, details } };
  }
  const code: ErrorCode =
    status === 401
      ? 'UNAUTHORIZED'
      : status === 403
        ? 'FORBIDDEN'
        : status === 404
          ? 'NOT_FOUND'
          : status === 429
            ? 'RATE_LIMITED'
            : status >= 500
              ? 'INTERNAL_ERROR'
              : 'VALIDATION_ERROR';
  return {
    status: status >= 500 ? 500 : status,
    body: { code, message: status >= 500 ? 'Something went wrong on our side.' : message },
  };
}
