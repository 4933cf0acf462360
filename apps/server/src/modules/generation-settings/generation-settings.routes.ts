import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  generationSettingsSchema,
  generationSettingsTestBodySchema,
  generationSettingsTestResultSchema,
  generationStatusSchema,
  creditEndpoints,
  updateGenerationSettingsBodySchema,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import {
  READ_FORBIDDEN,
  UPDATE_FORBIDDEN,
  type GenerationSettingsService,
} from './generation-settings.service.js';

// Addresses and the masked key must not linger in a shared or browser cache.
const noStore = async (_req: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store');
};

/**
 * Registered inside the administrator scope (plugins/admin-scope.ts): 401 signed out, 403
 * otherwise with the admin-only wording (`adminOnlyMessage`), and before body validation: a
 * non-administrator learns nothing from a 400. The service checks again.
 */
export function registerGenerationSettingsRoutes(
  instance: FastifyInstance,
  settings: GenerationSettingsService,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/generation-settings',
    {
      onRequest: noStore,
      config: { adminOnlyMessage: READ_FORBIDDEN },
      schema: { response: { 200: generationSettingsSchema } },
    },
    (req) => settings.get(currentUser(req)),
  );

  app.put(
    '/api/admin/generation-settings',
    {
      onRequest: noStore,
      config: { adminOnlyMessage: UPDATE_FORBIDDEN },
      schema: { body: updateGenerationSettingsBodySchema, response: { 200: generationSettingsSchema } },
    },
    (req) => settings.update(currentUser(req), req.body),
  );

  app.post(
    '/api/admin/generation-settings/test',
    {
      onRequest: noStore,
      config: { adminOnlyMessage: READ_FORBIDDEN },
      schema: {
        body: generationSettingsTestBodySchema,
        response: { 200: generationSettingsTestResultSchema },
      },
    },
    (req) => settings.test(currentUser(req), req.body.family),
  );
}

export function registerGenerationStatusRoutes(
  instance: FastifyInstance,
  settings: GenerationSettingsService,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/generation/status',
    {
      onRequest: [app.requireUser, noStore],
      config: { tokenScope: creditEndpoints.generationStatus.tokenScope },
      schema: { response: { 200: generationStatusSchema } },
    },
    () => settings.status(),
  );
}
