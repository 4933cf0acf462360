import type { ServerModule } from '../server-module.js';
import { registerAuditRoutes } from './audit.routes.js';
import { createAuditService } from './audit.service.js';
import type { AuditService } from './audit.service.js';

declare module '../server-module.js' {
  interface Services {
    audit: AuditService;
  }
}

/** The back office's audit log; other modules write to it with `recordAudit(tx, …)`. */
export const auditModule: ServerModule = {
  name: 'audit',
  services: (s) => ({ audit: createAuditService(s.database.db) }),
  adminRoutes: (admin, s) => registerAuditRoutes(admin, s.audit),
};
