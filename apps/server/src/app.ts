import { randomUUID } from 'node:crypto';
import http from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config/env.js';
import type { Database } from './db/client.js';
import type { MailTransport } from './integrations/email/transport.js';
import type { JobQueue } from './jobs/queue.js';
import { registerAdminRoutes } from './modules/admin/admin.routes.js';
import { createAuth } from './modules/auth/auth.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { createLoginThrottle } from './modules/auth/login-throttle.js';
import { registerPasswordResetRoutes } from './modules/auth/password-reset.routes.js';
import { registerContactModule } from './modules/contact/contact.module.js';
import { createCreditOperations } from './modules/credits/credit-operations.repository.js';
import { registerCreditJobs } from './modules/credits/credits.jobs.js';
import { createCreditsRepository } from './modules/credits/credits.repository.js';
import { registerCreditsRoutes } from './modules/credits/credits.routes.js';
import { createCreditsService } from './modules/credits/credits.service.js';
import { createGenerationEngine } from './modules/generation/generation-engine.service.js';
import {
  createGenerationSettings,
  registerGenerationSettingsRoutes,
} from './modules/generation-settings/generation-settings.module.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerMailJobs } from './modules/mail/mail.jobs.js';
import { createMailRepository } from './modules/mail/mail.repository.js';
import { createMailService } from './modules/mail/mail.service.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { registerSiteConfigRoutes } from './modules/site-config/site-config.routes.js';
import { createStorage, storageOrigins } from './integrations/storage/create-storage.js';
import { registerFilesJobs } from './modules/files/files.jobs.js';
import { createFilesRepository } from './modules/files/files.repository.js';
import { createFilesService } from './modules/files/files.service.js';
import {
  createGenerationServiceFrom,
  registerGenerationModule,
} from './modules/generation/generation.module.js';
import { registerGenerationJobs } from './modules/generation/generation.jobs.js';
import { registerArticlesModule } from './modules/articles/articles.module.js';
import { registerConnectionsModule } from './modules/connections/connections.module.js';
import { registerUsersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { registerSecurity } from './plugins/security.js';
import { registerSessionGuards } from './plugins/session.js';
import { registerStaticSpa } from './plugins/static-spa.js';
import { registerUnsafeTextGuard } from './plugins/unsafe-text.js';

/** What the process entry provides: configuration and the outside world. */
export interface Infrastructure {
  config: Config;
  database: Database;
  jobs: JobQueue;
  mailTransport: MailTransport;
  authSecret: string;
  /** 32 bytes, AES-256-GCM for secrets at rest (lib/crypto.ts). */
  encryptionKey: Buffer;
  log: Logger;
}

/** Composition root: repositories -> services, shared by the web server and the worker. */
export function createServices(infra: Infrastructure) {
  const { db } = infra.database;
  const mailRepository = createMailRepository(db);
  const mail = createMailService(mailRepository, infra.jobs);
  const users = createUsersService(createUsersRepository(db));
  const creditOperations = createCreditOperations(db);
  const credits = createCreditsService(createCreditsRepository(db), creditOperations);
  const generationEngine = createGenerationEngine(creditOperations, infra.log);
  const generationSettings = createGenerationSettings({
    db,
    encryptionKey: infra.encryptionKey,
    log: infra.log,
  });
  // Generation endpoints call providerResolver.providerFor(family): the admin's current choice.
  const providerResolver = generationSettings.providerResolver;
  const files = createFilesService(createFilesRepository(db), createStorage(infra.config.storage), infra.log);
  const auth = createAuth({ db, config: infra.config, authSecret: infra.authSecret, mail, log: infra.log });
  const throttle = createLoginThrottle(db);
  return {
    ...infra,
    mailRepository,
    mail,
    users,
    credits,
    creditOperations,
    generationEngine,
    generationSettings: generationSettings.service,
    providerResolver,
    files,
    auth,
    throttle,
  };
}
export type Services = ReturnType<typeof createServices>;

/** The job handlers; run by the server in the embedded mode and by `npm run worker`. */
export async function startWorkers(s: Services): Promise<void> {
  await registerMailJobs(s.jobs, s.mailRepository, s.mailTransport, s.log);
  await registerCreditJobs(s.jobs, s.creditOperations, s.log);
  await registerGenerationJobs(s.jobs, createGenerationServiceFrom(s), s.creditOperations, s.log, {
    concurrency: s.config.generationWorkerConcurrency,
    soleProcess: s.database.kind === 'pglite',
  });
  await registerFilesJobs(s.jobs, s.files, s.log);
}

export const BODY_LIMIT_BYTES = 256 * 1024;

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
    serverFactory: (handler) =>
      http.createServer(
        {
          requestTimeout: s.config.requestTimeoutMs,
          headersTimeout: Math.min(s.config.requestTimeoutMs, 60_000),
          connectionsCheckingInterval: Math.min(1_000, s.config.requestTimeoutMs),
        },
        handler,
      ),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
  registerSessionGuards(app, s.auth);

  registerHealthRoutes(app, { config: s.config, database: s.database, jobs: s.jobs, mail: s.mailTransport });
  registerAuthRoutes(app, { auth: s.auth, throttle: s.throttle, config: s.config });
  registerPasswordResetRoutes(app, s.auth);
  registerUsersRoutes(app, s.users);
  registerCreditsRoutes(app, s.credits);
  registerAdminRoutes(app, { mail: s.mail, credits: s.credits });

  registerContactModule(app, s);
  registerSiteConfigRoutes(app, s.config.publicSite);
  registerGenerationSettingsRoutes(app, s.generationSettings);
  await registerGenerationModule(app, s);
  registerArticlesModule(app, s, registerConnectionsModule(app, s));

  await registerStaticSpa(app, s.config.webDist);
  return app;
}
