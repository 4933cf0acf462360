import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inboxEndpoints as endpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import type { InboxService } from './inbox.service.js';

/** /api/inbox: the signed-in user's own notifications. */
export function registerInboxRoutes(instance: FastifyInstance, inbox: InboxService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  endpointRoute(app, endpoints.list, auth, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return inbox.list(currentUser(req).id);
  });
  endpointRoute(app, endpoints.read, auth, (req) =>
    inbox.markRead(currentUser(req).id, 'ids' in req.body ? req.body.ids : undefined),
  );
}
