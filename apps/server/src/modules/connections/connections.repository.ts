import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { platformConnections } from '../../db/schema/index.js';

export type ConnectionRow = typeof platformConnections.$inferSelect;
export type PlatformName = ConnectionRow['platform'];

const mine = (userId: string, platform: PlatformName) =>
  and(eq(platformConnections.userId, userId), eq(platformConnections.platform, platform));

/** The user's platform connections. Every query takes the session user's id. */
export function createConnectionsRepository(db: Db) {
  return {
    async list(userId: string): Promise<ConnectionRow[]> {
      return db.select().from(platformConnections).where(eq(platformConnections.userId, userId));
    },

    async find(userId: string, platform: PlatformName): Promise<ConnectionRow | undefined> {
      const [row] = await db.select().from(platformConnections).where(mine(userId, platform));
      return row;
    },

    /** One connection per user and platform: connecting again replaces it. */
    async save(userId: string, platform: PlatformName, configEncrypted: string, displayInfo: unknown) {
      const [row] = await db
        .insert(platformConnections)
        .values({ userId, platform, configEncrypted, displayInfo })
        .onConflictDoUpdate({
          target: [platformConnections.userId, platformConnections.platform],
          set: { configEncrypted, displayInfo, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    async delete(userId: string, platform: PlatformName): Promise<boolean> {
      const rows = await db
        .delete(platformConnections)
        .where(mine(userId, platform))
        .returning({ id: platformConnections.id });
      return rows.length > 0;
    },
  };
}
export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
