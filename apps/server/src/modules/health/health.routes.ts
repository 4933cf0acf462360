import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '@forja/contracts';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { MailTransport } from '../../integrations/email/transport.js';
import { findFfmpeg } from '../../integrations/media/find-ffmpeg.js';
import { describeRenderer } from '../../integrations/video-render/local-renderer.js';

export function registerHealthRoutes(
  instance: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    jobs: JobQueue;
    mail: MailTransport;
    /** Who renders videos now, and the local renderer and speech engine. */
    video: () => Promise<{ provider: string; renderer: string; speech: string }>;
    /** The name of the speech engine the settings pick. */
    speechEngineName: () => Promise<string>;
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
      // Probed once per process (findFfmpeg caches), so this costs nothing after the first call.
      const videoRenderer = await findFfmpeg(deps.config.mediaTools).then(
        describeRenderer,
        () => 'unavailable',
      );
      const speech = database === 'ok' ? await deps.speechEngineName().catch(() => 'unknown') : 'unknown';
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
        videoRenderer,
        speech,
      });
    },
  );
}
