import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  generationListQuerySchema,
  generationListSchema,
  generationRecordSchema,
  uuidParamsSchema,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { GenerationsService } from './generations.service.js';

export function registerGenerationsRoutes(instance: FastifyInstance, generations: GenerationsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  app.get(
    '/api/generations',
    { ...auth, schema: { querystring: generationListQuerySchema, response: { 200: generationListSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return generations.list(currentUser(req).id, req.query);
    },
  );

  app.get(
    '/api/generations/:id',
    { ...auth, schema: { params: uuidParamsSchema, response: { 200: generationRecordSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return generations.get(currentUser(req).id, req.params.id);
    },
  );
}
