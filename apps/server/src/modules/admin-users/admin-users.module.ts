import type { ServerModule } from '../server-module.js';
import { registerAdminUsersRoutes } from './admin-users.routes.js';
import { createAdminUsersService } from './admin-users.service.js';

/**
 * The back office's users: list, detail, edit, credits, roles, password reset, deletion. Its
 * service is built with the routes, when every module's services (and the account deletion
 * that gathers their erasers) exist.
 */
export const adminUsersModule: ServerModule = {
  name: 'admin-users',
  adminRoutes: (admin, s) =>
    registerAdminUsersRoutes(
      admin,
      createAdminUsersService({
        db: s.database.db,
        auth: s.auth,
        appUrl: s.config.appUrl,
        credits: s.credits,
        billing: s.billing,
        accountDeletion: s.accountDeletion,
        creditGrantCeiling: s.config.creditGrantCeiling,
      }),
    ),
};
