import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, validationError } from '../lib/app-error.js';

/** One error shape for every API error: `{ code, message, details? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
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
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
  });
}
