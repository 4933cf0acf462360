import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListSchema } from '@forja/contracts';
import type { AuditService } from './audit.service.js';

/** Registered inside the administrator scope (plugins/admin-scope.ts), behind `audit.read`. */
export function registerAuditRoutes(instance: FastifyInstance, audit: AuditService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/audit',
    {
      config: { permission: 'audit.read' },
      schema: { querystring: auditListQuerySchema, response: { 200: auditListSchema } },
    },
    (req) => audit.list(req.query),
  );
}
