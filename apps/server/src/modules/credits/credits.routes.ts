import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { creditsSchema, planListSchema } from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { CreditsService } from './credits.service.js';

export function registerCreditsRoutes(instance: FastifyInstance, credits: CreditsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/credits',
    { onRequest: app.requireUser, schema: { response: { 200: creditsSchema } } },
    (req) => credits.getCredits(currentUser(req).id),
  );

  // Public: the landing page's pricing reads it.
  app.get('/api/plans', { schema: { response: { 200: planListSchema } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return credits.listPlans();
  });
}
