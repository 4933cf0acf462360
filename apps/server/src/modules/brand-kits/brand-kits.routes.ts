import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandKitEndpoints as endpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import type { BrandKitsService } from './brand-kits.service.js';

/**
 * /api/brand-kits: signed-in users, their own kits and the team's. Team kits are changed on
 * these same routes by whoever has the permission (the service checks it, not an admin scope,
 * so one screen serves both).
 */
export function registerBrandKitRoutes(instance: FastifyInstance, kits: BrandKitsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const noStore = { 'cache-control': 'no-store' };

  endpointRoute(app, endpoints.list, auth, async (req, reply) => {
    reply.headers(noStore);
    return kits.list(currentUser(req));
  });
  endpointRoute(app, endpoints.create, auth, async (req, reply) => {
    return reply.status(201).send(await kits.create(currentUser(req), req.body));
  });
  endpointRoute(app, endpoints.update, auth, async (req) => {
    return kits.update(currentUser(req), req.params.id, req.body);
  });
  endpointRoute(app, endpoints.duplicate, auth, async (req, reply) => {
    return reply.status(201).send(await kits.duplicate(currentUser(req), req.params.id));
  });
  endpointRoute(app, endpoints.remove, auth, async (req, reply) => {
    await kits.remove(currentUser(req), req.params.id);
    return reply.status(204).send();
  });
}
