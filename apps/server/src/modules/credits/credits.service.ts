import type { Credits, Plan } from '@forja/contracts';
import { notFound, validationError } from '../../lib/app-error.js';
import type { Db } from '../../db/client.js';
import { createCreditOperations, type CreditOperations } from './credit-operations.repository.js';
import { createCreditsRepository, type CreditsRepository } from './credits.repository.js';

// Other modules reach the credit engine's statements through this module's service file.
export type { CreditOperations, HoldRefusal, QueuedJob, Run } from './credit-operations.repository.js';

type PlanRow = Awaited<ReturnType<CreditsRepository['listPlans']>>[number];

const toPlan = (p: PlanRow): Plan => ({
  id: p.id,
  name: p.name,
  priceCents: p.priceCents,
  currency: p.currency,
  monthlyCredits: p.monthlyCredits,
  storageQuotaBytes: p.storageQuotaMb * 1024 * 1024,
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
    /**
     * An administrator's grant, recorded in the ledger with its description. With `tx`, inside
     * that transaction (the back office records its audit row in the same one).
     */
    async addCredits(
      userId: string,
      amount: number,
      description: string,
      tx?: Db,
    ): Promise<{ balance: number }> {
      const grant = tx ? createCreditOperations(tx).grant : ops.grant;
      const balance = await grant(userId, amount, 'admin_grant', description);
      if (balance !== null) return { balance };
      // No row changed: either there is no such account, or the grant would pass the largest balance.
      const account = await (tx ? createCreditsRepository(tx) : repo).findAccount(userId);
      if (!account) throw notFound('User');
      throw validationError([{ path: ['amount'], message: 'amount_too_large' }]);
    },
    async listPlans(): Promise<Plan[]> {
      return (await repo.listPlans()).map(toPlan);
    },
    /** All credits held right now by running and queued generations (the metrics' gauge). */
    heldTotal: (): Promise<number> => repo.heldTotal(),
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
