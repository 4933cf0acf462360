import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser always names the page's origin on a POST/PUT/PATCH/DELETE. One from another
 * site (or the opaque `null` origin of a sandboxed frame) is refused before any handler
 * runs, on top of SameSite cookies (CSRF defence).
 *
 * The check looks at the method only, never at the path: the router decodes paths, so
 * `/%61pi/…` or other spellings reach the same handlers as `/api/…`, and a path test here
 * would be one spelling behind the router.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !trusted.has(origin)) {
      throw new AppError(403, 'FORBIDDEN', 'This request came from another site.');
    }
  });
}
