import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { creditAccounts, plans } from '../../db/schema/index.js';

export function createCreditsRepository(db: Db) {
  return {
    async findAccount(userId: string) {
      const [row] = await db
        .select({ account: creditAccounts, plan: plans })
        .from(creditAccounts)
        .innerJoin(plans, eq(plans.id, creditAccounts.planId))
        .where(eq(creditAccounts.userId, userId));
      return row;
    },
    async listPlans() {
      return db.select().from(plans).orderBy(asc(plans.sortOrder));
    },
  };
}
export type CreditsRepository = ReturnType<typeof createCreditsRepository>;
