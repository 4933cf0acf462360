import type { ServerModule } from '../server-module.js';
import { registerAuditRoutes } from './audit.routes.js';
import { createAuditService } from './audit.service.js';

/** The back office's audit log; other modules write to it with `recordAudit(tx, …)`. */
export const auditModule: ServerModule = {
  name: 'audit',
  services: (s) => ({ audit: createAuditService(s.database.db) }),
  adminRoutes: (admin, s) => registerAuditRoutes(admin, s.audit),
};
