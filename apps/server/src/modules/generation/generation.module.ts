import type { ServerModule, Services } from '../server-module.js';
import { createGenerationEngine } from './generation-engine.service.js';
import { registerGenerationJobs } from './generation.jobs.js';
import { createGenerationService } from './generation.service.js';
import { createGenerationsRepository } from './generations.repository.js';
import { registerGenerationsRoutes } from './generations.routes.js';
import { createGenerationsService } from './generations.service.js';
import { gatherKindWorks } from './kind-work.js';
import type { GenerationEngine } from './generation-engine.service.js';
import type { GenerationsService } from './generations.service.js';

declare module '../server-module.js' {
  interface Services {
    generationEngine: GenerationEngine;
    /** The generations' records as GET /api/generations/:id answers them (webhooks read the settled ones). */
    generationRecords: GenerationsService;
  }
}

/**
 * The generation service from the app's services, built when the app and the workers start
 * (not with the other services), so tests and the bench can swap the resolver or the engine first.
 */
export function generationServiceFrom(s: Services) {
  return createGenerationService({
    engine: s.generationEngine,
    resolver: s.providerResolver,
    files: s.files,
    jobs: s.jobs,
    records: s.generationRecords,
    planAccess: s.planAccess,
    allowedPrivateHosts: s.config.allowedPrivateHosts,
    works: kindWorksFrom(s),
    log: s.log,
  });
}
/** Every module's kinds, gathered from the composition's modules: this module knows no studio. */
const kindWorksFrom = (s: Services) =>
  gatherKindWorks(s.serverModules.flatMap((m) => (m.kinds ? [{ module: m.name, works: m.kinds(s) }] : [])));

/**
 * Generation: the engine (holds, provider call, capture or release), the one generations API
 * for every kind, and the workers that run queued kinds (with the sweeper).
 */
export const generationModule: ServerModule = {
  name: 'generation',
  services: (s) => ({
    generationEngine: createGenerationEngine(s.creditOperations, s.log),
    generationRecords: createGenerationsService(createGenerationsRepository(s.database.db)),
  }),
  routes(app, s) {
    registerGenerationsRoutes(app, {
      generation: generationServiceFrom(s),
      records: s.generationRecords,
      perAddressPerMinute: s.config.generationRateLimitPerMinute,
    });
  },
  jobs: (jobs, s) =>
    registerGenerationJobs(jobs, generationServiceFrom(s), s.creditOperations, s.log, {
      concurrency: s.config.generationWorkerConcurrency,
      soleProcess: s.database.kind === 'pglite',
      handBack: () => s.generationEngine.handBack(),
    }),
};
