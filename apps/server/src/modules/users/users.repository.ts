import { eq } from 'drizzle-orm';
import type { NotificationPrefs, Role, UpdateProfileBody } from '@forja/contracts';
import { assertNotLastOwner } from './account-deletion.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** Every query takes the session user's id: no query reads or writes another user's row. */
export function createUsersRepository(db: Db) {
  return {
    async findById(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row;
    },
    async update(userId: string, patch: UpdateProfileBody) {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },
    async setNotifications(userId: string, prefs: NotificationPrefs) {
      const [row] = await db
        .update(users)
        .set({ ...prefs, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ emailNotifications: users.emailNotifications, marketingEmails: users.marketingEmails });
      return row;
    },
    /** The command line's role change; the last owner keeps the role (account-deletion.ts). */
    async setRoleByEmail(email: string, role: Role): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, email.trim().toLowerCase()));
        if (!row) return false;
        if (role !== 'owner') await assertNotLastOwner(tx, row.id);
        await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, row.id));
        return true;
      });
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
