import type { Credits, Plan } from '@forja/contracts';
import { notFound, validationError } from '../../lib/app-error.js';
import type { CreditOperations } from './credit-operations.repository.js';
import type { CreditsRepository } from './credits.repository.js';

// Other modules reach the credit engine's statements through this module's service file.
export type { CreditOperations, HoldRefusal, QueuedJob } from './credit-operations.repository.js';

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

export function createCreditsService(repo: CreditsRepository, ops: CreditOperations) {
  return {
    async getCredits(userId: string): Promise<Credits> {
      const row = await repo.findAccount(userId);
      if (!row) throw notFound('Credit account');
      const { account, plan } = row;
      return {
        balance: account.balance,
        held: account.held,
        available: account.balance - account.held,
        plan: toPlan(plan),
      };
    },
    /** An administrator's grant, recorded in the ledger with its description. */
    async addCredits(userId: string, amount: number, description: string): Promise<{ balance: number }> {
      const balance = await ops.grant(userId, amount, 'admin_grant', description);
      if (balance !== null) return { balance };
      // No row changed: either there is no such account, or the grant would pass the largest balance.
      if (!(await repo.findAccount(userId))) throw notFound('User');
      throw validationError([{ path: ['amount'], message: 'amount_too_large' }]);
    },
    async listPlans(): Promise<Plan[]> {
      return (await repo.listPlans()).map(toPlan);
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
