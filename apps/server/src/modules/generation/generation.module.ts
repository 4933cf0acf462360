import type { FastifyInstance } from 'fastify';
import type { Services } from '../../app.js';
import { registerFileServing } from '../../plugins/files.js';
import { registerFilesRoutes } from '../files/files.routes.js';
import { registerGenerateRoutes } from './generate.routes.js';
import { createGenerationService } from './generation.service.js';
import { createGenerationsRepository } from './generations.repository.js';
import { registerGenerationsRoutes } from './generations.routes.js';
import { createGenerationsService } from './generations.service.js';

/**
 * Wires generation from the app's services: the step endpoints, the user's generation
 * records, keeping files, and serving them at /files/. Built from `s` at app build time, so
 * tests and the bench can swap the resolver or the engine before buildApp.
 */
export async function registerGenerationModule(app: FastifyInstance, s: Services) {
  const generation = createGenerationService({
    engine: s.generationEngine,
    resolver: s.providerResolver,
    files: s.files,
    allowedPrivateHosts: s.config.allowedPrivateHosts,
    log: s.log,
  });
  registerGenerateRoutes(app, { generation, perAddressPerMinute: s.config.generationRateLimitPerMinute });
  registerGenerationsRoutes(app, createGenerationsService(createGenerationsRepository(s.database.db)));
  registerFilesRoutes(app, s.files);
  await registerFileServing(app, s.files.storage, s.config.storage);
}
