import type { FastifyInstance } from 'fastify';
import { httpRequestDuration, UNMATCHED_ROUTE } from '../../lib/metrics.js';

/**
 * Times every answered request. The route label is the route's pattern (`/api/generations/:id`),
 * never the address asked for, so ids do not make a series each.
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
