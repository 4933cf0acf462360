import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  archiveCountSchema,
  archiveListQuerySchema,
  IMAGES_PATH,
  saveImageBodySchema,
  savedImageListSchema,
  savedImageSchema,
  uuidParamsSchema,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { ImagesService } from './images.service.js';

/** The images archive. Signed-in users, their own rows only (anyone else's id is a 404). */
export function registerImagesRoutes(instance: FastifyInstance, images: ImagesService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const noStore = { 'cache-control': 'no-store' };

  app.post(
    IMAGES_PATH,
    {
      ...auth,
      schema: { body: saveImageBodySchema, response: { 200: savedImageSchema, 201: savedImageSchema } },
    },
    async (req, reply) => {
      const { created, image } = await images.save(currentUser(req).id, req.body);
      return reply.status(created ? 201 : 200).send(image);
    },
  );

  app.get(
    IMAGES_PATH,
    { ...auth, schema: { querystring: archiveListQuerySchema, response: { 200: savedImageListSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      return images.list(currentUser(req).id, req.query);
    },
  );

  app.get(
    `${IMAGES_PATH}/count`,
    { ...auth, schema: { response: { 200: archiveCountSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      return images.count(currentUser(req).id);
    },
  );

  app.get(
    `${IMAGES_PATH}/:id`,
    { ...auth, schema: { params: uuidParamsSchema, response: { 200: savedImageSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      return images.get(currentUser(req).id, req.params.id);
    },
  );

  app.delete(`${IMAGES_PATH}/:id`, { ...auth, schema: { params: uuidParamsSchema } }, async (req, reply) => {
    await images.delete(currentUser(req).id, req.params.id);
    return reply.status(204).send();
  });
}
