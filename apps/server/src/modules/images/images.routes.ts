import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { imageEndpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import { registerArchiveRoutes } from '../archives/archive-routes.js';
import type { ImagesService } from './images.service.js';

/** The images archive. Signed-in users, their own rows only (anyone else's id is a 404). */
export function registerImagesRoutes(instance: FastifyInstance, images: ImagesService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  endpointRoute(app, imageEndpoints.save, auth, async (req, reply) => {
    const { created, image } = await images.save(currentUser(req).id, req.body);
    return reply.status(created ? 201 : 200).send(image);
  });

  registerArchiveRoutes(instance, imageEndpoints, images);
}
