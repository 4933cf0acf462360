import type { ServerModule } from '../server-module.js';
import { registerAdminRoutes } from './admin.routes.js';

/** The back office's outbox (users, roles and the audit log are modules/admin-users and modules/audit). */
export const adminModule: ServerModule = {
  name: 'admin',
  adminRoutes: (admin, s) => registerAdminRoutes(admin, { mail: s.mail }),
};
