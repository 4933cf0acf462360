import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileEndpoints, storedFileSchema, uuidParamsSchema } from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { FilesService } from './files.service.js';

export function registerFilesRoutes(instance: FastifyInstance, files: FilesService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };

  // Archives call this when the user saves a generated file; unsaved ones expire after an hour.
  app.post(
    '/api/files/:id/keep',
    {
      ...auth,
      config: { tokenScope: fileEndpoints.keep.tokenScope },
      schema: { params: uuidParamsSchema, response: { 200: storedFileSchema } },
    },
    (req) => files.keep(currentUser(req).id, req.params.id),
  );
}
