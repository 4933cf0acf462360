import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  VIDEO_SCRIPTS_PATH,
  saveVideoScriptBodySchema,
  savedVideoScriptListSchema,
  savedVideoScriptSchema,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import { registerArchiveRoutes } from '../archives/archive-routes.js';
import type { VideoScriptsService } from './video-scripts.service.js';

/** The video scripts archive. Signed-in users, their own rows only (anyone else's id is a 404). */
export function registerVideoScriptsRoutes(instance: FastifyInstance, scripts: VideoScriptsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  app.post(
    VIDEO_SCRIPTS_PATH,
    { ...auth, schema: { body: saveVideoScriptBodySchema, response: { 201: savedVideoScriptSchema } } },
    async (req, reply) => {
      return reply.status(201).send(await scripts.save(currentUser(req).id, req.body));
    },
  );

  registerArchiveRoutes(instance, VIDEO_SCRIPTS_PATH, scripts, {
    list: savedVideoScriptListSchema,
    item: savedVideoScriptSchema,
  });
}
