import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { isStorageUnavailable } from '../integrations/storage/storage-errors.js';
import { AppError, validationError } from '../lib/app-error.js';

/** One error shape for every API error: `{ code, message, details? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // An error that says when to come back says it in the standard header too (scripts and
      // HTTP clients read Retry-After; the web reads details.retryAfterSeconds).
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(Math.ceil(retryAfter)));
      return reply
        .status(error.status)
        .send({ code: error.code, message: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext ?? 'body', ...v.instancePath.split('/').filter(Boolean)].slice(
          error.validationContext === 'body' ? 1 : 0,
        ),
        message: v.message ?? 'invalid',
      }));
      const mapped = validationError(issues);
      return reply.status(400).send({ code: mapped.code, message: mapped.message, details: mapped.details });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(400).send({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: 'RATE_LIMITED', message: 'Too many requests. Try again soon.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's input, never a 500.
      return reply.status(400).send({ code: 'VALIDATION_ERROR', message: 'The request is malformed.' });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: the client may try again; the pool reconnects by itself.
      request.log.warn({ err: errorForLog(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable. Try again soon.' });
    }
    if (isStorageUnavailable(error)) {
      // The bucket (or the files folder) failed wherever a route reads or writes a file.
      request.log.error({ err: errorForLog(error.cause ?? error) }, 'file storage unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'STORAGE_UNAVAILABLE', message: 'The file storage is unavailable. Try again soon.' });
    }
    request.log.error({ err: errorForLog(error) }, 'unexpected error');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
  });
}

/**
 * What the log keeps of an unexpected error: its kind, code, a bounded message and the stack.
 * Never the failed SQL's parameters (a database error carries the whole statement and every
 * value the user sent) or a driver's `detail`, which can quote a row.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 300) };
  const cause = (error as { cause?: unknown }).cause;
  const code = (error as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
  // Drizzle wraps a driver error as "Failed query: <sql>\nparams: <values>": keep the first line's kind only.
  const message = error.message.startsWith('Failed query:') ? 'Failed query' : error.message.slice(0, 300);
  const causeMessage = cause instanceof Error ? cause.message.slice(0, 300) : undefined;
  return {
    type: error.name,
    code: typeof code === 'string' ? code : undefined,
    message,
    cause: causeMessage,
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 12)
      .join('\n'),
  };
}
