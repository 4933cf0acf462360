import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { creditEndpoints, planListSchema, publicEndpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import type { CreditsService } from './credits.service.js';

export function registerCreditsRoutes(instance: FastifyInstance, credits: CreditsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  endpointRoute(app, creditEndpoints.balance, { onRequest: app.requireUser }, (req) =>
    credits.getCredits(currentUser(req).id),
  );

  // Public: the landing page's pricing reads it.
  endpointRoute(app, publicEndpoints.plans, { response: { 200: planListSchema } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return credits.listPlans();
  });
}
