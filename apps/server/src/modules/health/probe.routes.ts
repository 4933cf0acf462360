import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { livenessSchema, readinessSchema } from '@forja/contracts';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';

/** A ready probe must answer before the balancer's own timeout, even while the database hangs. */
export const READY_PING_TIMEOUT_MS = 2_000;

/**
 * The probes of every process, whatever its role (FORJA_ROLE): liveness (the process answers)
 * and readiness (it can do its work now). Cheap and unauthenticated, like /api/health.
 */
export function registerProbeRoutes(
  instance: FastifyInstance,
  deps: { database: Database; jobs: JobQueue; runsJobs: boolean; pingTimeoutMs?: number },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/health/live', { schema: { response: { 200: livenessSchema } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  app.get(
    '/api/health/ready',
    { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const answered = await pingWithin(deps.database, deps.pingTimeoutMs ?? READY_PING_TIMEOUT_MS).catch(
        (err: unknown) => {
          req.log.warn({ err }, 'ready: the database did not answer');
          return false;
        },
      );
      if (!answered) return reply.status(503).send({ status: 'unavailable', reason: 'database' });
      if (deps.runsJobs && !deps.jobs.isRunning()) {
        return reply.status(503).send({ status: 'unavailable', reason: 'jobs' });
      }
      return { status: 'ready' as const };
    },
  );
}

async function pingWithin(database: Database, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([database.ping().then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
