import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  can,
  CONNECTIONS_PATH,
  connectionEndpoints,
  connectionListSchema,
  WORDPRESS_CONNECTION_PATH,
  wordpressConnectBodySchema,
  wordpressConnectionSchema,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { ConnectionsService } from './connections.service.js';

/** Calls that reach the user's site: limited per address, so the server is no password-guessing relay. */
export const SITE_CALLS_PER_MINUTE = 30;

export function registerConnectionsRoutes(instance: FastifyInstance, connections: ConnectionsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const siteCall = { ...auth, config: { rateLimit: { max: SITE_CALLS_PER_MINUTE, timeWindow: '1 minute' } } };

  app.get(
    CONNECTIONS_PATH,
    {
      ...auth,
      config: { tokenScope: connectionEndpoints.list.tokenScope },
      schema: { response: { 200: connectionListSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const user = currentUser(req);
      // Which variables to set and where Google and TikTok send users back: for administrators.
      return connections.list(user.id, can(user.role, 'settings.manage'));
    },
  );

  app.put(
    WORDPRESS_CONNECTION_PATH,
    {
      ...siteCall,
      schema: { body: wordpressConnectBodySchema, response: { 200: wordpressConnectionSchema } },
    },
    (req) => connections.connectWordPress(currentUser(req).id, req.body),
  );

  app.post(
    `${WORDPRESS_CONNECTION_PATH}/test`,
    { ...siteCall, schema: { response: { 200: wordpressConnectionSchema } } },
    (req) => connections.testWordPress(currentUser(req).id),
  );

  app.delete(WORDPRESS_CONNECTION_PATH, auth, async (req, reply) => {
    await connections.disconnect(currentUser(req).id, 'wordpress');
    return reply.status(204).send();
  });
}
