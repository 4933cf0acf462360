import type { ServerModule } from '../server-module.js';
import { registerGenerateRoutes } from './generate.routes.js';
import { createGenerationEngine } from './generation-engine.service.js';
import { createGenerationService } from './generation.service.js';
import { createGenerationsRepository } from './generations.repository.js';
import { registerGenerationsRoutes } from './generations.routes.js';
import { createGenerationsService } from './generations.service.js';

/**
 * Generation: the engine (holds, provider call, capture or release), the step endpoints and
 * the user's generation records. The endpoints' service is built from `s` at app build time,
 * so tests and the bench can swap the resolver or the engine before buildApp.
 */
export const generationModule: ServerModule = {
  name: 'generation',
  services: (s) => ({ generationEngine: createGenerationEngine(s.creditOperations, s.log) }),
  routes(app, s) {
    const generation = createGenerationService({
      engine: s.generationEngine,
      resolver: s.providerResolver,
      files: s.files,
      allowedPrivateHosts: s.config.allowedPrivateHosts,
      log: s.log,
    });
    registerGenerateRoutes(app, { generation, perAddressPerMinute: s.config.generationRateLimitPerMinute });
    registerGenerationsRoutes(app, createGenerationsService(createGenerationsRepository(s.database.db)));
  },
};
