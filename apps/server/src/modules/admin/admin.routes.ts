import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addCreditsBodySchema, addCreditsResultSchema, outboxListSchema } from '@forja/contracts';
import { z } from 'zod';
import type { CreditsService } from '../credits/credits.service.js';
import type { MailService } from '../mail/mail.service.js';

/** Registered inside the administrator scope (plugins/admin-scope.ts). */
export function registerAdminRoutes(
  instance: FastifyInstance,
  deps: { mail: MailService; credits: CreditsService },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/admin/outbox', { schema: { response: { 200: outboxListSchema } } }, async () => ({
    items: await deps.mail.listOutbox(),
  }));

  app.post(
    '/api/admin/users/:userId/credits',
    {
      schema: {
        params: z.object({ userId: z.string().min(1).max(100) }),
        body: addCreditsBodySchema,
        response: { 200: addCreditsResultSchema },
      },
    },
    (req) => deps.credits.addCredits(req.params.userId, req.body.amount, req.body.description),
  );
}
