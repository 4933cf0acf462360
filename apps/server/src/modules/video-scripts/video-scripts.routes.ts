import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { videoScriptEndpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import { registerArchiveRoutes } from '../archives/archive-routes.js';
import type { VideoScriptsService } from './video-scripts.service.js';

/** The video scripts archive. Signed-in users, their own rows only (anyone else's id is a 404). */
export function registerVideoScriptsRoutes(instance: FastifyInstance, scripts: VideoScriptsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  endpointRoute(app, videoScriptEndpoints.save, auth, async (req, reply) => {
    return reply.status(201).send(await scripts.save(currentUser(req).id, req.body));
  });

  registerArchiveRoutes(instance, videoScriptEndpoints, scripts);
}
