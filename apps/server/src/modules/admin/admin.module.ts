import type { ServerModule } from '../server-module.js';
import { registerAdminRoutes } from './admin.routes.js';

/** The back office's outbox and credit grants. */
export const adminModule: ServerModule = {
  name: 'admin',
  adminRoutes: (admin, s) => registerAdminRoutes(admin, { mail: s.mail, credits: s.credits }),
};
