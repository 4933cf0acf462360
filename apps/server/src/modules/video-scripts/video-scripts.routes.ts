import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { videoScriptEndpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import type { VideoScriptsService } from './video-scripts.service.js';

/** The video scripts archive. Signed-in users, their own rows only (anyone else's id is a 404). */
export function registerVideoScriptsRoutes(instance: FastifyInstance, scripts: VideoScriptsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const noStore = { 'cache-control': 'no-store' };

  endpointRoute(app, videoScriptEndpoints.save, auth, async (req, reply) => {
    return reply.status(201).send(await scripts.save(currentUser(req).id, req.body));
  });

  endpointRoute(app, videoScriptEndpoints.list, auth, async (req, reply) => {
    reply.headers(noStore);
    return scripts.list(currentUser(req).id, req.query);
  });

  endpointRoute(app, videoScriptEndpoints.count, auth, async (req, reply) => {
    reply.headers(noStore);
    return scripts.count(currentUser(req).id);
  });

  endpointRoute(app, videoScriptEndpoints.get, auth, async (req, reply) => {
    reply.headers(noStore);
    return scripts.get(currentUser(req).id, req.params.id);
  });

  endpointRoute(app, videoScriptEndpoints.remove, auth, async (req, reply) => {
    await scripts.delete(currentUser(req).id, req.params.id);
    return reply.status(204).send();
  });
}
