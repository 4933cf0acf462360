import { createStripeClient } from '../../integrations/stripe/stripe-client.js';
import type { ServerModule } from '../server-module.js';
import { createBillingFulfilment } from './billing-fulfilment.js';
import { registerBillingJobs } from './billing.jobs.js';
import { createBillingRepository } from './billing.repository.js';
import { registerBillingRoutes } from './billing.routes.js';
import { createBillingService } from './billing.service.js';
import type { BillingService } from './billing.service.js';

declare module '../server-module.js' {
  interface Services {
    /** Plans bought, the Stripe webhook and the local test checkout (one fulfilment). */
    billing: BillingService;
  }
}

export const billingModule: ServerModule = {
  name: 'billing',
  services(s) {
    const repo = createBillingRepository(s.database.db);
    const fulfilment = createBillingFulfilment({
      repo,
      creditOperations: s.creditOperations,
      mail: s.mail,
      appUrl: s.config.appUrl,
    });
    const stripeConfig = s.config.stripe;
    return {
      billing: createBillingService({
        repo,
        fulfilment,
        appUrl: s.config.appUrl,
        stripe: stripeConfig ? { client: createStripeClient(stripeConfig), config: stripeConfig } : null,
        testCheckout: s.config.testCheckout,
        log: s.log,
      }),
    };
  },
  routes: (app, s) => registerBillingRoutes(app, s.billing),
  jobs: (jobs, s) => registerBillingJobs(jobs, s.billing, s.log),
  // A running Stripe subscription is cancelled before the account goes (billing.service.ts).
  eraseUserData: (s) => (tx, userId) => s.billing.eraseUserData(tx, userId),
};
