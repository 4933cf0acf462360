import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { processMetrics, startDefaultMetrics } from '../../lib/metrics.js';
import { createDatabaseGauges, type DatabaseReadings } from './database-gauges.js';

/** How long a scrape waits for the database's values before it answers without them. */
const DEFAULT_COLLECT_TIMEOUT_MS = 2_000;

export interface MetricsDeps extends DatabaseReadings {
  /** METRICS_TOKEN: scrapers send `Authorization: Bearer <token>`. Unset: no metrics (404). */
  token: string | undefined;
  log: Logger;
  collectTimeoutMs?: number;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests (same length whatever was sent), in constant time: the answer's timing tells nothing of the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1]?.trim() ?? ''), digest(token)) && match !== null;
}

/**
 * GET /metrics in Prometheus text format. Served by the web server (the metrics module) and
 * by the worker on its health port, so every process can be scraped. Answers with the JSON
 * error shape of the API, without needing the app's error handler (the worker has none).
 */
export function registerMetricsRoute(app: FastifyInstance, deps: MetricsDeps): void {
  startDefaultMetrics();
  const databaseGauges = createDatabaseGauges(
    deps,
    deps.log,
    deps.collectTimeoutMs ?? DEFAULT_COLLECT_TIMEOUT_MS,
  );
  app.get('/metrics', async (request, reply) => {
    const token = deps.token;
    // As if the route did not exist: without a token nothing is exposed, not even that it could be.
    if (!token) return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ code: 'UNAUTHORIZED', message: 'The metrics token is missing or wrong.' });
    }
    const [own, read] = await Promise.all([processMetrics.metrics(), databaseGauges()]);
    return reply
      .header('cache-control', 'no-store')
      .type(processMetrics.contentType)
      .send(own + read);
  });
}
