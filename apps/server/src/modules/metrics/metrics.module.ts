import type { ServerModule, Services } from '../server-module.js';
import { createJobQueueStatsRepository } from './job-queue-stats.repository.js';
import { registerMetricsRoute, type MetricsDeps } from './metrics.routes.js';

export { registerMetricsRoute, type MetricsDeps } from './metrics.routes.js';

/** What the metrics route reads, from a process's services (the worker passes its own). */
export function metricsDeps(s: Services): MetricsDeps {
  const queues = createJobQueueStatsRepository(s.database.db);
  return {
    token: s.config.metricsToken,
    log: s.log,
    creditsHeld: () => s.credits.heldTotal(),
    jobQueues: () => queues.all(),
  };
}

/**
 * Prometheus metrics at GET /metrics (METRICS_TOKEN). The instruments live in lib/metrics.ts
 * and are fed where the work happens: requests (http-metrics.ts, a hook in app.ts), the
 * generation engine, the local renderer.
 */
export const metricsModule: ServerModule = {
  name: 'metrics',
  // Internal: served by web processes and by workers on their health port (worker-app.ts).
  internalRoutes: (app, s) => registerMetricsRoute(app, metricsDeps(s)),
};
