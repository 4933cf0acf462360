import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus instruments, in one registry: what this process measures as it
 * works (requests, generations it settled, renders it ran). Values read from the database at
 * scrape time are added by the metrics route (modules/metrics). A module-level registry, not
 * a service: a process has one of each, whatever number of apps a test builds in it.
 */
export const processMetrics = new Registry();

export const METRIC_PREFIX = 'forja_';

/** Label of requests no route matched (one label, so scanners' made-up paths add no series). */
export const UNMATCHED_ROUTE = 'unmatched';

export const httpRequestDuration = new Histogram({
  name: `${METRIC_PREFIX}http_request_duration_seconds`,
  help: 'HTTP requests by method, route pattern and status class, and how long they took.',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processMetrics],
});

export type GenerationOutcome = 'completed' | 'failed' | 'cancelled';

export const generationsFinished = new Counter({
  name: `${METRIC_PREFIX}generations_finished_total`,
  help: 'Generations this process settled, by kind and outcome (completed, failed, cancelled).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [processMetrics],
});

/** Below 1 a render is faster than real time; the design's budget for the default short is 0.5. */
export const renderSecondsPerVideoSecond = new Histogram({
  name: `${METRIC_PREFIX}render_seconds_per_video_second`,
  help: 'Local video renders: wall time of the ffmpeg run divided by the length of the video.',
  buckets: [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10],
  registers: [processMetrics],
});

let defaultMetricsStarted = false;
/**
 * Node's own metrics (memory, CPU, event loop lag, GC), prefixed. Started by the first
 * metrics route, so a process that serves none does not sample its event loop for nothing.
 */
export function startDefaultMetrics(): void {
  if (defaultMetricsStarted) return;
  defaultMetricsStarted = true;
  collectDefaultMetrics({ register: processMetrics, prefix: METRIC_PREFIX });
}
