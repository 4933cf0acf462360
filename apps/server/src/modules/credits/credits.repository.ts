import { asc, eq, sql } from 'drizzle-orm';
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
    /** Credits every account has held for running generations (one pass over the accounts). */
    async heldTotal(): Promise<number> {
      const [row] = await db
        .select({ held: sql<string>`COALESCE(SUM(${creditAccounts.held}), 0)` })
        .from(creditAccounts);
      return Number(row?.held ?? 0);
    },
  };
}
export type CreditsRepository = ReturnType<typeof createCreditsRepository>;
