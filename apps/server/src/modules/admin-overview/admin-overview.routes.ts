import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminStatsSchema,
  detectRequestSchema,
  detectResultSchema,
  generationSettingsSchema,
  setupChecklistSchema,
  useDetectedBodySchema,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { AdminStatsService } from './admin-stats.service.js';
import type { LocalDetectionService } from './local-detection.service.js';
import type { SetupChecklistService } from './setup-checklist.service.js';

/** Registered inside the administrator scope (plugins/admin-scope.ts): 401 signed out, 403 otherwise. */
export function registerAdminOverviewRoutes(
  instance: FastifyInstance,
  deps: { stats: AdminStatsService; setup: SetupChecklistService; detection: LocalDetectionService },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  // permission: stats.read
  app.get('/api/admin/stats', { schema: { response: { 200: adminStatsSchema } } }, async (_req, reply) => {
    reply.headers(noStore);
    return deps.stats.stats();
  });

  // permission: settings.read
  app.get(
    '/api/admin/setup',
    { schema: { response: { 200: setupChecklistSchema } } },
    async (_req, reply) => {
      reply.headers(noStore);
      return deps.setup.checklist();
    },
  );

  // permission: settings.read
  app.post(
    '/api/admin/setup/detect',
    { schema: { body: detectRequestSchema, response: { 200: detectResultSchema } } },
    () => deps.detection.detect(),
  );

  // permission: settings.write
  app.post(
    '/api/admin/setup/use-detected',
    { schema: { body: useDetectedBodySchema, response: { 200: generationSettingsSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      return deps.detection.useDetected(currentUser(req), req.body);
    },
  );
}
