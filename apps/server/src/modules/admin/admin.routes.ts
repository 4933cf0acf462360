import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxListSchema } from '@forja/contracts';
import { currentUser } from '../../plugins/session.js';
import type { MailService } from '../mail/mail.service.js';

/** Registered inside the administrator scope (plugins/admin-scope.ts); owners and administrators only. */
export function registerAdminRoutes(instance: FastifyInstance, deps: { mail: MailService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/admin/outbox', { schema: { response: { 200: outboxListSchema } } }, async (req) => ({
    items: await deps.mail.listOutbox(currentUser(req)),
  }));
}
