import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { imageEndpoints } from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import type { ImagesService } from './images.service.js';

/** The images archive. Signed-in users, their own rows only (anyone else's id is a 404). */
export function registerImagesRoutes(instance: FastifyInstance, images: ImagesService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const noStore = { 'cache-control': 'no-store' };

  endpointRoute(app, imageEndpoints.save, auth, async (req, reply) => {
    const { created, image } = await images.save(currentUser(req).id, req.body);
    return reply.status(created ? 201 : 200).send(image);
  });

  endpointRoute(app, imageEndpoints.list, auth, async (req, reply) => {
    reply.headers(noStore);
    return images.list(currentUser(req).id, req.query);
  });

  endpointRoute(app, imageEndpoints.count, auth, async (req, reply) => {
    reply.headers(noStore);
    return images.count(currentUser(req).id);
  });

  endpointRoute(app, imageEndpoints.get, auth, async (req, reply) => {
    reply.headers(noStore);
    return images.get(currentUser(req).id, req.params.id);
  });

  endpointRoute(app, imageEndpoints.remove, auth, async (req, reply) => {
    await images.delete(currentUser(req).id, req.params.id);
    return reply.status(204).send();
  });
}
