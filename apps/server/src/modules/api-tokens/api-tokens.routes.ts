import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiTokenEndpoints as endpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import type { ApiTokensService } from './api-tokens.service.js';

/** /api/tokens: Settings -> API. Browser sessions only (no endpoint here has a token scope). */
export function registerApiTokenRoutes(instance: FastifyInstance, tokens: ApiTokensService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  endpointRoute(app, endpoints.list, auth, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return tokens.list(currentUser(req).id);
  });
  endpointRoute(app, endpoints.create, auth, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return reply.status(201).send(await tokens.create(currentUser(req), req.body));
  });
  endpointRoute(app, endpoints.revoke, auth, async (req, reply) => {
    await tokens.revoke(currentUser(req), req.params.id);
    return reply.status(204).send();
  });
}
