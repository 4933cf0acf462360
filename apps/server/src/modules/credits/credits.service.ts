import type { Credits, Plan } from '@forja/contracts';
import { notFound } from '../../lib/app-error.js';
import type { CreditsRepository } from './credits.repository.js';

type PlanRow = Awaited<ReturnType<CreditsRepository['listPlans']>>[number];

const toPlan = (p: PlanRow): Plan => ({
  id: p.id,
  name: p.name,
  priceCents: p.priceCents,
  currency: p.currency,
  monthlyCredits: p.monthlyCredits,
  popular: p.popular,
  contactOnly: p.contactOnly,
});

export function createCreditsService(repo: CreditsRepository) {
  return {
    async getCredits(userId: string): Promise<Credits> {
      const row = await repo.findAccount(userId);
      if (!row) throw notFound('Credit account');
      const { account, plan } = row;
      return { balance: account.balance, held: account.held, available: account.balance - account.held, plan: toPlan(plan) };
    },
    async listPlans(): Promise<Plan[]> {
      return (await repo.listPlans()).map(toPlan);
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
