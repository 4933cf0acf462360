import type { FastifyInstance } from 'fastify';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@forja/contracts';
import { validationError } from '../lib/app-error.js';

/**
 * One rule for every route, the auth bridge and public forms included: a body, query or path
 * parameter with NUL or an unpaired surrogate is refused (400) before any handler or query
 * sees it (the rule itself is the contracts' `findUnsafeText`).
 */
export function registerUnsafeTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = findUnsafeText(value);
      if (path)
        throw validationError([
          { path: part === 'body' ? path : [part, ...path], message: UNSAFE_TEXT_MESSAGE },
        ]);
    }
  });
}
