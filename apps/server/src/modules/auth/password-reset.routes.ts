import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resetTokenStatusSchema } from '@forja/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { Auth } from './auth.js';

/** Lets the reset page say at once that a link is invalid, used or expired. */
export function registerPasswordResetRoutes(instance: FastifyInstance, auth: Auth) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/account/password-reset/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(1).max(500) }),
        response: { 200: resetTokenStatusSchema },
      },
    },
    async (req) => {
      const ctx = await auth.$context;
      const value = await ctx.internalAdapter.findVerificationValue(`reset-password:${req.params.token}`);
      if (!value || value.expiresAt < new Date()) {
        throw new AppError(404, 'INVALID_RESET_TOKEN', 'This reset link is invalid, used or expired.');
      }
      return { valid: true as const };
    },
  );
}
