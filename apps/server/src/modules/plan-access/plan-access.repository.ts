import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { planApiAccess, planStudioAccess, plans } from '../../db/schema/index.js';

export interface StudioAccessRow {
  planId: string;
  studio: string;
  allowed: boolean;
}

/** The plan-by-studio choices (global data, administrator-edited; no user's data here). */
export function createPlanAccessRepository(db: Db) {
  return {
    async readAll() {
      return db
        .select({
          planId: planStudioAccess.planId,
          studio: planStudioAccess.studio,
          allowed: planStudioAccess.allowed,
          updatedAt: planStudioAccess.updatedAt,
        })
        .from(planStudioAccess);
    },

    /** The plans whose API access the administrator chose (a missing plan: allowed). */
    async readApi() {
      return db
        .select({
          planId: planApiAccess.planId,
          allowed: planApiAccess.allowed,
          updatedAt: planApiAccess.updatedAt,
        })
        .from(planApiAccess);
    },

    async writeApi(rows: { planId: string; allowed: boolean }[], updatedBy: string): Promise<void> {
      if (rows.length === 0) return;
      const now = new Date();
      await db
        .insert(planApiAccess)
        .values(rows.map((r) => ({ ...r, updatedBy, updatedAt: now })))
        .onConflictDoUpdate({
          target: planApiAccess.planId,
          set: {
            allowed: sql`excluded.allowed`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    },

    async planNames(planIds: readonly string[]) {
      return db
        .select({ id: plans.id, name: plans.name })
        .from(plans)
        .where(inArray(plans.id, [...planIds]))
        .orderBy(asc(plans.sortOrder));
    },

    /** The whole matrix in one statement: either every choice is saved or none. */
    async writeAll(rows: StudioAccessRow[], updatedBy: string): Promise<void> {
      if (rows.length === 0) return;
      const now = new Date();
      await db
        .insert(planStudioAccess)
        .values(rows.map((r) => ({ ...r, updatedBy, updatedAt: now })))
        .onConflictDoUpdate({
          target: [planStudioAccess.planId, planStudioAccess.studio],
          set: {
            allowed: sql`excluded.allowed`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    },
  };
}
export type PlanAccessRepository = ReturnType<typeof createPlanAccessRepository>;
