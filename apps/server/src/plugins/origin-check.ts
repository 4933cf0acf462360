import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { bearerToken } from './session.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser always names the page's origin on a POST/PUT/PATCH/DELETE. One from another
 * site (or the opaque `null` origin of a sandboxed frame) is refused before any handler
 * runs, on top of SameSite cookies (CSRF defence).
 *
 * The check looks at the method only, never at the path: the router decodes paths, so
 * `/%61pi/…` or other spellings reach the same handlers as `/api/…`, and a path test here
 * would be one spelling behind the router.
 *
 * A request with a personal API token is not cookie-authenticated (plugins/session.ts reads
 * only its token), so there is nothing for another site to forge: the check does not apply.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || bearerToken(request) !== null) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !trusted.has(origin)) {
      throw new AppError(403, 'FORBIDDEN', 'This request came from another site.');
    }
  });
}
