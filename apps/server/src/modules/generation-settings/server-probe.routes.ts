import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  serverModelsBodySchema,
  serverModelsResultSchema,
  serverTestBodySchema,
  serverTestResultSchema,
  serverVoicesBodySchema,
  serverVoicesResultSchema,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import { READ_FORBIDDEN } from './generation-settings.service.js';
import type { ServerProbe } from './server-probe.js';

/**
 * The settings page's calls to a typed model server (docs/product/generation-settings.md,
 * Connecting a server). Inside the administrator scope: the default permission
 * (settings.manage), checked before the body is validated. POST, because the body may carry
 * a key typed in the form; answers are not cached.
 */
export function registerServerProbeRoutes(instance: FastifyInstance, probe: ServerProbe) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const options = {
    onRequest: async (_req: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
    },
    config: { adminOnlyMessage: READ_FORBIDDEN },
  };

  app.post(
    '/api/admin/generation-settings/servers/models',
    { ...options, schema: { body: serverModelsBodySchema, response: { 200: serverModelsResultSchema } } },
    (req) => probe.listModels(currentUser(req), req.body),
  );

  app.post(
    '/api/admin/generation-settings/servers/voices',
    { ...options, schema: { body: serverVoicesBodySchema, response: { 200: serverVoicesResultSchema } } },
    (req) => probe.listVoices(currentUser(req), req.body),
  );

  app.post(
    '/api/admin/generation-settings/servers/test',
    { ...options, schema: { body: serverTestBodySchema, response: { 200: serverTestResultSchema } } },
    (req) => probe.test(currentUser(req), req.body),
  );
}
