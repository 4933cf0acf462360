import type { ServerModule } from '../server-module.js';
import { createCreditOperations } from './credit-operations.repository.js';
import { registerCreditJobs } from './credits.jobs.js';
import { createCreditsRepository } from './credits.repository.js';
import { registerCreditsRoutes } from './credits.routes.js';
import { createCreditsService } from './credits.service.js';
import type { CreditOperations, CreditsService } from './credits.service.js';

declare module '../server-module.js' {
  interface Services {
    /** The credit engine's statements; the generation engine holds, captures and releases with them. */
    creditOperations: CreditOperations;
    credits: CreditsService;
  }
}

export const creditsModule: ServerModule = {
  name: 'credits',
  services(s) {
    const creditOperations = createCreditOperations(s.database.db);
    return {
      creditOperations,
      credits: createCreditsService(createCreditsRepository(s.database.db), creditOperations),
    };
  },
  routes: (app, s) => registerCreditsRoutes(app, s.credits),
  jobs: (jobs, s) => registerCreditJobs(jobs, s.creditOperations, s.log),
};
