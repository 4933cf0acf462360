import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookEndpoints as endpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import type { WebhooksService } from './webhooks.service.js';

/** /api/webhooks: Settings -> Webhooks. Browser sessions only (no endpoint here has a token scope). */
export function registerWebhookRoutes(instance: FastifyInstance, webhooks: WebhooksService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  endpointRoute(app, endpoints.list, auth, async (req) => webhooks.list(currentUser(req).id));
  endpointRoute(app, endpoints.create, auth, async (req, reply) => {
    // The secret is in this answer only.
    reply.header('cache-control', 'no-store');
    return reply.status(201).send(await webhooks.create(currentUser(req).id, req.body));
  });
  endpointRoute(app, endpoints.update, auth, async (req) =>
    webhooks.update(currentUser(req).id, req.params.id, req.body),
  );
  endpointRoute(app, endpoints.remove, auth, async (req, reply) => {
    await webhooks.remove(currentUser(req).id, req.params.id);
    return reply.status(204).send();
  });
  endpointRoute(app, endpoints.test, auth, async (req, reply) =>
    reply.status(202).send(await webhooks.test(currentUser(req).id, req.params.id)),
  );
  endpointRoute(app, endpoints.deliveries, auth, async (req) =>
    webhooks.deliveries(currentUser(req).id, req.params.id),
  );
  endpointRoute(app, endpoints.resend, auth, async (req, reply) =>
    reply.status(202).send(await webhooks.resend(currentUser(req).id, req.params.id, req.params.deliveryId)),
  );
}
