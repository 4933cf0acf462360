import { Gauge, Registry } from 'prom-client';
import type { Logger } from 'pino';
import { METRIC_PREFIX } from '../../lib/metrics.js';
import type { JobQueueStats } from './job-queue-stats.repository.js';

/** What a scrape reads from the database: values shared by every process, so no process counts them. */
export interface DatabaseReadings {
  creditsHeld: () => Promise<number>;
  jobQueues: () => Promise<JobQueueStats[]>;
}

const TIMED_OUT = Symbol('timed out');

/**
 * `read`, bounded: a scrape waits at most `timeoutMs` for it, so a slow database never hangs
 * Prometheus (which would then drop the process's other metrics too). A reading still running
 * is joined, not started again: scrapes of a stuck database do not pile up queries on its pool.
 */
function bounded<T>(name: string, read: () => Promise<T>, timeoutMs: number, log: Logger) {
  let inFlight: Promise<T> | null = null;
  return async (): Promise<T | undefined> => {
    const reading = (inFlight ??= read().finally(() => (inFlight = null)));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
    });
    try {
      const result = await Promise.race([reading, timeout]);
      if (result !== TIMED_OUT) return result;
      log.warn({ source: name, timeoutMs }, 'metrics: the database did not answer in time');
    } catch (err) {
      log.warn({ err, source: name }, 'metrics: could not read from the database');
    } finally {
      clearTimeout(timer);
    }
    return undefined;
  };
}

/**
 * The gauges read at scrape time, in Prometheus text: a fresh registry per scrape, so a value
 * that could not be read is absent (not a stale or zero one), and `forja_metrics_source_up`
 * says which source was missing.
 */
export function createDatabaseGauges(readings: DatabaseReadings, log: Logger, timeoutMs: number) {
  const creditsHeld = bounded('credits_held', readings.creditsHeld, timeoutMs, log);
  const jobQueues = bounded('job_queues', readings.jobQueues, timeoutMs, log);

  return async function render(): Promise<string> {
    const [held, queues] = await Promise.all([creditsHeld(), jobQueues()]);
    const registry = new Registry();
    const up = new Gauge({
      name: `${METRIC_PREFIX}metrics_source_up`,
      help: '1 when this scrape read the source from the database in time, 0 when it could not.',
      labelNames: ['source'] as const,
      registers: [registry],
    });
    up.set({ source: 'credits_held' }, held === undefined ? 0 : 1);
    up.set({ source: 'job_queues' }, queues === undefined ? 0 : 1);
    if (held !== undefined) {
      new Gauge({
        name: `${METRIC_PREFIX}credits_held`,
        help: 'Credits held right now by queued and running generations, all accounts together.',
        registers: [registry],
      }).set(held);
    }
    if (queues !== undefined) {
      const waiting = new Gauge({
        name: `${METRIC_PREFIX}job_queue_waiting`,
        help: 'Jobs due now that wait for a worker, per queue.',
        labelNames: ['queue'] as const,
        registers: [registry],
      });
      const oldest = new Gauge({
        name: `${METRIC_PREFIX}job_queue_oldest_waiting_seconds`,
        help: 'How long the longest-waiting due job of each queue has waited (0: none waits).',
        labelNames: ['queue'] as const,
        registers: [registry],
      });
      for (const q of queues) {
        waiting.set({ queue: q.queue }, q.waiting);
        oldest.set({ queue: q.queue }, q.oldestWaitingSeconds);
      }
    }
    return registry.metrics();
  };
}
