import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { serverModules } from './modules/index.js';
import type { Services } from './modules/server-module.js';
import { registerErrorHandler } from './plugins/error-handler.js';

/**
 * A worker's HTTP side (FORJA_ROLE=worker): no pages and no API, only what every module
 * declares internal (the health probes, metrics), on PORT, for the orchestrator's probes.
 */
export async function buildWorkerApp(s: Services): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    loggerInstance: s.log as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  for (const module of serverModules) await module.internalRoutes?.(app, s);
  // Anything else is not served here: the same error shape as the studio's unknown routes.
  app.setNotFoundHandler((_req, reply) =>
    reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: 'A worker serves only its health endpoints and metrics.' }),
  );
  return app;
}
