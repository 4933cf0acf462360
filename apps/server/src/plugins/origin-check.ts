import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser always names the page's origin on a POST/PUT/PATCH/DELETE. One from another
 * site is refused before any handler runs, on top of SameSite cookies (CSRF defence).
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !trusted.has(origin)) {
      throw new AppError(403, 'FORBIDDEN', 'This request came from another site.');
    }
  });
}
