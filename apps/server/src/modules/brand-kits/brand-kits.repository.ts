import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { brandKits } from './brand-kits.table.js';

export type BrandKitRow = typeof brandKits.$inferSelect;
export type BrandKitValues = Pick<BrandKitRow, 'name' | 'team' | 'isDefault' | 'settings'>;

/** What `userId` may see: their own kits and every team kit. Anyone else's personal kit is not there. */
const visibleTo = (userId: string) => or(eq(brandKits.userId, userId), eq(brandKits.team, true));
const visibleKit = (id: string, userId: string) => and(eq(brandKits.id, id), visibleTo(userId));

/**
 * The brand_kits table. Every read takes the session user's id and sees only their kits and
 * the team's; the writes take the id of a kit the service has already found visible. Whether
 * the user may change it (their own, or a team kit with the permission) is the service's call.
 */
export function createBrandKitsRepository(db: Db) {
  return {
    /** The user's default first, then their own kits, then the team's; by name within each. */
    async list(userId: string): Promise<BrandKitRow[]> {
      return db
        .select()
        .from(brandKits)
        .where(visibleTo(userId))
        .orderBy(
          desc(sql`(${brandKits.userId} = ${userId} AND ${brandKits.isDefault})`),
          asc(brandKits.team),
          asc(sql`lower(${brandKits.name})`),
          asc(brandKits.createdAt),
        );
    },

    async findVisible(id: string, userId: string): Promise<BrandKitRow | undefined> {
      const [row] = await db.select().from(brandKits).where(visibleKit(id, userId));
      return row;
    },

    /**
     * Runs `work` in one transaction with the owner's user row locked: two requests of one
     * user (two creations near the maximum, two kits made default) queue instead of both
     * passing their checks. NO KEY UPDATE, so the user's other inserts are not held up.
     */
    async forOwner<T>(ownerId: string, work: (tx: BrandKitsTx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
        return work(txRepository(tx));
      });
    },
  };
}

/** The writes, inside `forOwner`'s transaction. */
function txRepository(tx: Db) {
  return {
    db: tx,
    async findVisible(id: string, userId: string): Promise<BrandKitRow | undefined> {
      const [row] = await tx.select().from(brandKits).where(visibleKit(id, userId)).for('update');
      return row;
    },

    /** The user's own kits, team kits aside (those count against nobody's maximum). */
    async countPersonal(userId: string): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(brandKits)
        .where(and(eq(brandKits.userId, userId), eq(brandKits.team, false)));
      return row?.n ?? 0;
    },

    /** Takes the default away from the user's other kit (at most one: brand_kits_one_default_idx). */
    async clearDefault(userId: string, exceptId?: string): Promise<void> {
      await tx
        .update(brandKits)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(
          and(
            eq(brandKits.userId, userId),
            eq(brandKits.isDefault, true),
            exceptId ? ne(brandKits.id, exceptId) : undefined,
          ),
        );
    },

    async insert(userId: string, values: BrandKitValues): Promise<BrandKitRow> {
      const [row] = await tx
        .insert(brandKits)
        .values({ userId, ...values })
        .returning();
      return row!;
    },

    async update(id: string, values: BrandKitValues): Promise<BrandKitRow> {
      const [row] = await tx
        .update(brandKits)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(brandKits.id, id))
        .returning();
      return row!;
    },

    async remove(id: string): Promise<void> {
      await tx.delete(brandKits).where(eq(brandKits.id, id));
    },
  };
}
export type BrandKitsTx = ReturnType<typeof txRepository>;
export type BrandKitsRepository = ReturnType<typeof createBrandKitsRepository>;
