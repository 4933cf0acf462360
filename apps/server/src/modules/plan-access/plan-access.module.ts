import type { ServerModule } from '../server-module.js';
import { createPlanAccessRepository } from './plan-access.repository.js';
import { registerPlanAccessAdminRoutes, registerPlanAccessRoutes } from './plan-access.routes.js';
import { createPlanAccessService } from './plan-access.service.js';

/** Which studios each plan may use: the admin's matrix, the user's view, the generation check. */
export const planAccessModule: ServerModule = {
  name: 'plan-access',
  services: (s) => ({
    planAccess: createPlanAccessService({
      repo: createPlanAccessRepository(s.database.db),
      billing: s.billing,
    }),
  }),
  routes: (app, s) => registerPlanAccessRoutes(app, s.planAccess),
  adminRoutes: (admin, s) => registerPlanAccessAdminRoutes(admin, s.planAccess),
};
