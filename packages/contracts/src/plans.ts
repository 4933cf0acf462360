import { z } from 'zod';

/** GET /api/plans (public): the subscription plans, cheapest first. */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  monthlyCredits: z.number().int(),
  /** Bytes of media and music a user of the plan may store (the media library's quota). */
  storageQuotaBytes: z.number().int(),
  popular: z.boolean(),
  contactOnly: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = z.array(planSchema);

/** GET /api/credits: the session user's balance. `available` excludes credits held by running generations. */
export const creditsSchema = z.object({
  balance: z.number().int(),
  held: z.number().int(),
  available: z.number().int(),
  plan: planSchema,
});
export type Credits = z.infer<typeof creditsSchema>;

/** POST /api/admin/users/:userId/credits — an administrator adds credits, with a reason. */
export const addCreditsBodySchema = z
  .object({
    amount: z
      .number({ error: 'amount_invalid' })
      .int('amount_invalid')
      .min(1, 'amount_invalid')
      .max(1_000_000, 'amount_invalid'),
    description: z.string().trim().min(1, 'description_required').max(200, 'field_too_long'),
  })
  .strict();
export const addCreditsResultSchema = z.object({ balance: z.number().int() });
