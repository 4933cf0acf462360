import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  connectionEndpoints,
  publicationEndpoints,
  publicationListSchema,
  publicationSchema,
  publishVideoBodySchema,
  TIKTOK_CREATOR_INFO_PATH,
  tiktokCreatorInfoSchema,
  videoIdParamsSchema,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { PublicationsService } from './publications.service.js';

export function registerPublicationsRoutes(
  instance: FastifyInstance,
  publications: PublicationsService,
  /** Publications one address may start each minute. */
  publishPerMinute: number,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  app.get(
    '/api/videos/:id/publications',
    {
      ...auth,
      config: { tokenScope: publicationEndpoints.list.tokenScope },
      schema: { params: videoIdParamsSchema, response: { 200: publicationListSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return publications.list(currentUser(req).id, req.params.id);
    },
  );

  app.post(
    '/api/videos/:id/publications',
    {
      ...auth,
      config: {
        tokenScope: publicationEndpoints.publish.tokenScope,
        rateLimit: { max: publishPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        params: videoIdParamsSchema,
        body: publishVideoBodySchema,
        response: { 202: publicationSchema },
      },
    },
    async (req, reply) => {
      const publication = await publications.publish(currentUser(req).id, req.params.id, req.body);
      return reply.status(202).send(publication);
    },
  );

  app.get(
    TIKTOK_CREATOR_INFO_PATH,
    {
      ...auth,
      config: {
        tokenScope: connectionEndpoints.tiktokCreatorInfo.tokenScope,
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
      schema: { response: { 200: tiktokCreatorInfoSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return publications.creatorInfo(currentUser(req).id);
    },
  );
}
