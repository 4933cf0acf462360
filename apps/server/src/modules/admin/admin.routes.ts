import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxListSchema } from '@forja/contracts';
import type { MailService } from '../mail/mail.service.js';

export function registerAdminRoutes(instance: FastifyInstance, deps: { mail: MailService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/outbox',
    { onRequest: app.requireAdmin, schema: { response: { 200: outboxListSchema } } },
    async () => ({ items: await deps.mail.listOutbox() }),
  );
}
