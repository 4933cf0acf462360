import type { ErrorCode, GenerationErrorCode } from '@forja/contracts';

/**
 * A failure with a meaning for the client. Services throw it; the error handler turns
 * it into `{ code, message, details? }` with its status. Anything else is a 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    /** Generation failures cross the wire with their own stable code (GENERATION_ERROR_CODES). */
    readonly code: ErrorCode | GenerationErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found.`);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Sign in to continue.');
export const forbidden = (message = 'Only administrators can do this.') =>
  new AppError(403, 'FORBIDDEN', message);

/** Turns zod-style issues (path + message key) into `details.fields`. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validationError(issues: { path: PropertyKey[]; message: string }[]): AppError {
  return new AppError(400, 'VALIDATION_ERROR', 'The request is invalid.', { fields: fieldErrors(issues) });
}
