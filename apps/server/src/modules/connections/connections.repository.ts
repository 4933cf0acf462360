import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oauthStates, platformConnections } from '../../db/schema/index.js';

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
          set: { configEncrypted, displayInfo, needsReconnect: false, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    /** New tokens after a refresh; what is shown stays. */
    async updateConfig(userId: string, platform: PlatformName, configEncrypted: string): Promise<void> {
      await db.update(platformConnections).set({ configEncrypted }).where(mine(userId, platform));
    },

    async markNeedsReconnect(userId: string, platform: PlatformName): Promise<void> {
      await db.update(platformConnections).set({ needsReconnect: true }).where(mine(userId, platform));
    },

    async saveState(
      stateHash: string,
      userId: string,
      platform: PlatformName,
      expiresAt: Date,
    ): Promise<void> {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
      await db.insert(oauthStates).values({ stateHash, userId, platform, expiresAt });
    },

    /** Consumes a state once: the user and platform it was issued for, while it has not expired. */
    async takeState(stateHash: string) {
      const [row] = await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.stateHash, stateHash), gt(oauthStates.expiresAt, sql`now()`)))
        .returning();
      return row;
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
