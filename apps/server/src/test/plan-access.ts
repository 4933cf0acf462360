import { STUDIOS } from '@forja/contracts';
import type { Database } from '../db/client.js';
import { planStudioAccess } from '../db/schema/index.js';

/**
 * Opens every studio on the Free plan, for suites about generation itself whose users are on
 * Free (by default Free has no video studio: modules/plan-access). The plan rule is tested in
 * plan-access.api.test.ts.
 */
export async function openEveryStudioOnFree(database: Database): Promise<void> {
  await database.db
    .insert(planStudioAccess)
    .values(STUDIOS.map((studio) => ({ planId: 'free', studio, allowed: true })))
    .onConflictDoNothing();
}
