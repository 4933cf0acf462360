import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  archiveCountSchema,
  archiveListQuerySchema,
  VIDEO_SCRIPTS_PATH,
  saveVideoScriptBodySchema,
  savedVideoScriptListSchema,
  savedVideoScriptSchema,
  uuidParamsSchema,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { VideoScriptsService } from './video-scripts.service.js';

/** The video scripts archive. Signed-in users, their own rows only (anyone else's id is a 404). */
export function registerVideoScriptsRoutes(instance: FastifyInstance, scripts: VideoScriptsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const noStore = { 'cache-control': 'no-store' };

  app.post(
    VIDEO_SCRIPTS_PATH,
    { ...auth, schema: { body: saveVideoScriptBodySchema, response: { 201: savedVideoScriptSchema } } },
    async (req, reply) => {
      return reply.status(201).send(await scripts.save(currentUser(req).id, req.body));
    },
  );

  app.get(
    VIDEO_SCRIPTS_PATH,
    {
      ...auth,
      schema: { querystring: archiveListQuerySchema, response: { 200: savedVideoScriptListSchema } },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return scripts.list(currentUser(req).id, req.query);
    },
  );

  app.get(
    `${VIDEO_SCRIPTS_PATH}/count`,
    { ...auth, schema: { response: { 200: archiveCountSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      return scripts.count(currentUser(req).id);
    },
  );

  app.get(
    `${VIDEO_SCRIPTS_PATH}/:id`,
    { ...auth, schema: { params: uuidParamsSchema, response: { 200: savedVideoScriptSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      return scripts.get(currentUser(req).id, req.params.id);
    },
  );

  app.delete(
    `${VIDEO_SCRIPTS_PATH}/:id`,
    { ...auth, schema: { params: uuidParamsSchema } },
    async (req, reply) => {
      await scripts.delete(currentUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );
}
