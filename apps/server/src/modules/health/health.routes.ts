import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '@forja/contracts';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { MailTransport } from '../../integrations/email/transport.js';

export function registerHealthRoutes(
  instance: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    jobs: JobQueue;
    mail: MailTransport;
    /** Who renders videos now, and the local renderer and speech engine. */
    video: () => Promise<{ provider: string; renderer: string; speech: string }>;
  },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (req, reply) => {
      const database = await deps.database.ping().then(
        () => 'ok' as const,
        (err: unknown) => {
          req.log.error({ err }, 'health: database unreachable');
          return 'down' as const;
        },
      );
      const jobs = deps.jobs.isRunning() ? ('ok' as const) : ('down' as const);
      const status = database === 'down' ? 'down' : jobs === 'down' ? 'degraded' : 'ok';
      const video = database === 'ok' ? await deps.video().catch(() => undefined) : undefined;
      reply.header('cache-control', 'no-store');
      return reply.status(database === 'down' ? 503 : 200).send({
        status,
        version: deps.config.version,
        environment: deps.config.env,
        database,
        jobs,
        mail: deps.mail.kind,
        ...(video ? { video } : {}),
      });
    },
  );
}
