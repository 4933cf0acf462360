import type { ServerModule } from '../server-module.js';
import { createPlanAccessRepository } from './plan-access.repository.js';
import { registerPlanAccessAdminRoutes, registerPlanAccessRoutes } from './plan-access.routes.js';
import { createPlanAccessService } from './plan-access.service.js';
import { createPreviewAllowance } from './preview-allowance.js';
import { createPreviewUsageRepository } from './preview-usage.repository.js';
import type { PlanAccessService } from './plan-access.service.js';
import type { PreviewAllowance } from './preview-allowance.js';

declare module '../server-module.js' {
  interface Services {
    /** Which studios each plan opens; the generation service asks it before holding credits. */
    planAccess: PlanAccessService;
    /** Free previews: the plan's studio, then a daily allowance per user (counted in the database). */
    previewAllowance: PreviewAllowance;
  }
}

/** Which studios each plan may use: the admin's matrix, the user's view, the generation check; the free previews' allowance. */
export const planAccessModule: ServerModule = {
  name: 'plan-access',
  services: (s) => {
    const planAccess = createPlanAccessService({
      repo: createPlanAccessRepository(s.database.db),
      billing: s.billing,
    });
    const previewAllowance = createPreviewAllowance({
      planAccess,
      repo: createPreviewUsageRepository(s.database.db),
      perDay: s.config.previewsPerDay,
    });
    return { planAccess, previewAllowance };
  },
  routes: (app, s) => registerPlanAccessRoutes(app, s.planAccess),
  adminRoutes: (admin, s) => registerPlanAccessAdminRoutes(admin, s.planAccess),
};
