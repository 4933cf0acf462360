import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  creditEndpoints,
  myPlanAccessSchema,
  planAccessMatrixSchema,
  updatePlanAccessBodySchema,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { PlanAccessService } from './plan-access.service.js';

/** GET /api/plan-access/mine: the studios the session user's plan opens (any signed-in user). */
export function registerPlanAccessRoutes(instance: FastifyInstance, planAccess: PlanAccessService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/plan-access/mine',
    {
      onRequest: app.requireUser,
      config: { tokenScope: creditEndpoints.myPlanAccess.tokenScope },
      schema: { response: { 200: myPlanAccessSchema } },
    },
    (req) => planAccess.mine(currentUser(req).id),
  );
}

/** Registered inside the administrator scope (plugins/admin-scope.ts). */
export function registerPlanAccessAdminRoutes(instance: FastifyInstance, planAccess: PlanAccessService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // permission: plans.read
  app.get('/api/admin/plan-access', { schema: { response: { 200: planAccessMatrixSchema } } }, () =>
    planAccess.matrix(),
  );
  // permission: plans.write
  app.put(
    '/api/admin/plan-access',
    { schema: { body: updatePlanAccessBodySchema, response: { 200: planAccessMatrixSchema } } },
    (req) => planAccess.update(currentUser(req).id, req.body),
  );
}
