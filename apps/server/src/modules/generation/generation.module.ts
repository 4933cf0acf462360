import type { FastifyInstance } from 'fastify';
import type { Services } from '../../app.js';
import { registerFileServing } from '../../plugins/files.js';
import { registerFilesRoutes } from '../files/files.routes.js';
import { createGenerationService } from './generation.service.js';
import { createGenerationsRepository } from './generations.repository.js';
import { registerGenerationsRoutes } from './generations.routes.js';
import { createGenerationsService } from './generations.service.js';

/**
 * The generation service from the app's services, built when the app and the workers start
 * (not in createServices), so tests and the bench can swap the resolver or the engine first.
 */
export function createGenerationServiceFrom(s: Services) {
  return createGenerationService({
    engine: s.generationEngine,
    resolver: s.providerResolver,
    files: s.files,
    jobs: s.jobs,
    records: createGenerationsService(createGenerationsRepository(s.database.db)),
    allowedPrivateHosts: s.config.allowedPrivateHosts,
    log: s.log,
  });
}

/** Wires generation: the generations API, keeping files, and serving them at /files/. */
export async function registerGenerationModule(app: FastifyInstance, s: Services) {
  registerGenerationsRoutes(app, {
    generation: createGenerationServiceFrom(s),
    records: createGenerationsService(createGenerationsRepository(s.database.db)),
    perAddressPerMinute: s.config.generationRateLimitPerMinute,
  });
  registerFilesRoutes(app, s.files);
  await registerFileServing(app, s.files.storage, s.config.storage);
}
