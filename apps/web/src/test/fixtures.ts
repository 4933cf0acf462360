import type { Credits, Plan } from '@forja/contracts';

/* Data several features' tests need in the same shape as the server sends it. */

export const FREE_PLAN: Plan = {
  id: 'free',
  name: 'Free',
  priceCents: 0,
  currency: 'EUR',
  monthlyCredits: 50,
  storageQuotaBytes: 200 * 1024 * 1024,
  popular: false,
  contactOnly: false,
};

/** A Free-plan balance with nothing held. */
export function freeCredits(available = FREE_PLAN.monthlyCredits): Credits {
  return { balance: available, held: 0, available, plan: FREE_PLAN };
}
