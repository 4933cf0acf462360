import { eq } from 'drizzle-orm';
import type { NotificationPrefs, UpdateProfileBody } from '@forja/contracts';
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
    /** Sessions, accounts, credits and every owned row go with it (ON DELETE CASCADE). */
    async delete(userId: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length > 0;
    },
    async setAdminByEmail(email: string, isAdmin: boolean): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ isAdmin, updatedAt: new Date() })
        .where(eq(users.email, email.trim().toLowerCase()))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
