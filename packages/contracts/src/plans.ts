import { z } from 'zod';

/** GET /api/plans (public): the subscription plans, cheapest first. */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  monthlyCredits: z.number().int(),
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
