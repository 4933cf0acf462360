import { randomUUID } from 'node:crypto';
import http from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { storageOrigins } from './integrations/storage/create-storage.js';
import { registerRequestLogContext } from './lib/log-context.js';
import { registerOpenApiDocument } from './modules/api-docs/openapi-document.js';
import { serverModules } from './modules/index.js';
import { registerHttpMetrics } from './modules/metrics/http-metrics.js';
import type { Infrastructure, Services } from './modules/server-module.js';
import { createAccountDeletion } from './modules/users/account-deletion.js';
import { registerAdminScope } from './plugins/admin-scope.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { registerSecurity } from './plugins/security.js';
import { registerSessionGuards } from './plugins/session.js';
import { registerStaticSpa } from './plugins/static-spa.js';
import { registerUnsafeTextGuard } from './plugins/unsafe-text.js';

/** Composition root: every module's services, in the order of `serverModules`. */
export function createServices(infra: Infrastructure): Services {
  const built: Partial<Services> = { ...infra, serverModules };
  for (const module of serverModules) {
    // A module that reads a service no module above it built is a mistake in the list's order.
    const earlier = new Proxy(built, {
      get(target, key) {
        if (typeof key === 'string' && !(key in target)) {
          throw new Error(
            `Module "${module.name}" uses "${key}" before any module above it in modules/index.ts builds it.`,
          );
        }
        return Reflect.get(target, key);
      },
    }) as Services;
    Object.assign(built, module.services?.(earlier));
  }
  const services = built as Services;
  // Every module's part of deleting a user, in the list's order.
  const erasers = serverModules.flatMap((m) =>
    m.eraseUserData ? [{ module: m.name, erase: m.eraseUserData(services) }] : [],
  );
  services.accountDeletion = createAccountDeletion(infra.database.db, erasers, infra.log);
  return services;
}

/** The job handlers; run by every process but a web-only one (FORJA_ROLE=web). */
export async function startWorkers(s: Services): Promise<void> {
  for (const module of serverModules) await module.jobs?.(s.jobs, s);
}

const BODY_LIMIT_BYTES = 256 * 1024;
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export async function buildApp(s: Services): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    loggerInstance: s.log as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: s.config.trustProxy,
    return503OnClosing: true,
    // A path that does not decode (broken UTF-8 such as %ED%A0%80) is refused before routing:
    // in the one error shape, like every other bad request.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .send({ code: 'VALIDATION_ERROR', message: 'The request address is malformed.' });
    },
    // A client that sends its request slowly (a trickling body) is cut off with a 408. Node
    // checks pending requests on an interval: a short one, so the limit holds to about a second.
    // An idle kept-alive connection stays open for Fastify's usual 72 s (a server factory does
    // not get it: Node's own 5 s applies), so a client or proxy that reuses a connection after a
    // few idle seconds does not send its request into one the server is just closing
    // (ECONNRESET).
    serverFactory: (handler) =>
      http.createServer(
        {
          requestTimeout: s.config.requestTimeoutMs,
          headersTimeout: Math.min(s.config.requestTimeoutMs, 60_000),
          connectionsCheckingInterval: Math.min(1_000, s.config.requestTimeoutMs),
          keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
        },
        handler,
      ),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of all hooks: what the request runs logs with its id, and every answer is timed.
  registerRequestLogContext(app);
  registerHttpMetrics(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await registerSecurity(app, {
    https: s.config.appUrl.startsWith('https://'),
    scriptOrigins: s.config.publicSite.scriptOrigins,
    fileOrigins: storageOrigins(s.config.storage),
  });
  registerOriginCheck(app, s.config.trustedOrigins);
  registerUnsafeTextGuard(app);
  registerSessionGuards(app, s.auth, s.apiTokenReader);

  // Before any route: the OpenAPI document is collected from the routes as they are added.
  await registerOpenApiDocument(app, { appUrl: s.config.appUrl, version: s.config.version });
  for (const module of serverModules) await module.internalRoutes?.(app, s);
  for (const module of serverModules) await module.routes?.(app, s);
  await registerAdminScope(app, async (admin) => {
    for (const module of serverModules) await module.adminRoutes?.(admin, s);
  });

  await registerStaticSpa(app, s.config.webDist);
  return app;
}
