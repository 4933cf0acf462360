import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactMessageBodySchema,
  contactMessageCreatedSchema,
  contactMessageIdParamsSchema,
  contactMessageListSchema,
  updateContactMessageBodySchema,
} from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { ContactService } from './contact.service.js';

export function registerContactRoutes(
  instance: FastifyInstance,
  deps: { contact: ContactService; perAddressPerHour: number },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { contact } = deps;

  // Public. Limited per network address here and per sender e-mail in the service.
  app.post(
    '/api/contact',
    {
      config: { rateLimit: { max: deps.perAddressPerHour, timeWindow: '1 hour' } },
      schema: { body: contactMessageBodySchema, response: { 201: contactMessageCreatedSchema } },
    },
    async (req, reply) => reply.status(201).send(await contact.submit(req.body)),
  );
}

/** Registered inside the administrator scope (plugins/admin-scope.ts). */
export function registerContactAdminRoutes(instance: FastifyInstance, contact: ContactService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/contact-messages',
    { schema: { response: { 200: contactMessageListSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return contact.list();
    },
  );

  app.patch(
    '/api/admin/contact-messages/:id',
    { schema: { params: contactMessageIdParamsSchema, body: updateContactMessageBodySchema } },
    async (req, reply) => {
      await contact.setHandled(req.params.id, req.body.handled, currentUser(req).id);
      return reply.status(204).send();
    },
  );
}
