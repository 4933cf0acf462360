import { asc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { UserDataEraser } from '../server-module.js';

export const lastOwnerError = () =>
  new AppError(409, 'LAST_OWNER', 'The last owner cannot lose the role or be deleted.');

/**
 * Locks every owner's row, in id order. Every transaction that can take the owner role from
 * someone (a deletion, a role change) takes these locks FIRST and in this one order, so two
 * of them at once queue instead of deadlocking (each holding one row the other wants).
 */
export async function lockOwners(tx: Db): Promise<string[]> {
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'owner'))
    .orderBy(asc(users.id))
    .for('update');
  return owners.map((o) => o.id);
}

/**
 * Refuses to take the owner role from `userId` (by deletion or demotion) when they are the
 * last owner. The owners' rows are locked, so two concurrent demotions cannot both pass.
 */
export async function assertNotLastOwner(tx: Db, userId: string): Promise<void> {
  const owners = await lockOwners(tx);
  if (owners.length === 1 && owners[0] === userId) throw lastOwnerError();
}

export interface NamedEraser {
  module: string;
  erase: UserDataEraser;
}

/**
 * Deleting a user and everything they own, for the account page and the back office: one
 * transaction runs every module's eraser (modules/server-module.ts `eraseUserData`), the
 * caller's own step (`within`, e.g. its audit record) and the user row's deletion, whose
 * ON DELETE CASCADE takes every owned row. What cannot be rolled back (file bytes) runs after
 * the commit; a failure there is logged and leaves only unreachable bytes, never a row.
 */
export function createAccountDeletion(db: Db, erasers: readonly NamedEraser[], log: Logger) {
  return {
    async deleteUser(userId: string, within?: (tx: Db) => Promise<void>): Promise<void> {
      const afterCommit = await db.transaction(async (tx) => {
        // The owners' rows first (see lockOwners), then the caller's checks (who may delete
        // whom), then the last-owner rule.
        await lockOwners(tx);
        if (within) await within(tx);
        await assertNotLastOwner(tx, userId);
        const later: { module: string; run: () => Promise<void> }[] = [];
        for (const { module, erase } of erasers) {
          const run = await erase(tx, userId);
          if (run) later.push({ module, run });
        }
        const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
        if (deleted.length === 0) throw notFound('User'); // rolls the whole deletion back
        return later;
      });
      for (const { module, run } of afterCommit) {
        await run().catch((err: unknown) => log.warn({ err, module, userId }, 'user data clean-up failed'));
      }
    },
  };
}
export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
