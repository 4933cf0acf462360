import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { previewUsage } from '../../db/schema/index.js';

/** Today as the database sees it, in UTC: every process counts against the same day. */
const TODAY = sql`(now() AT TIME ZONE 'UTC')::date`;

/** The user's preview counts; every statement names the user. */
export function createPreviewUsageRepository(db: Db) {
  return {
    /**
     * Counts one preview of today if the user has had fewer than `limit`, in one statement
     * (the row's lock orders concurrent requests; a new day starts again at 1). Answers the
     * day it was counted on, or null when the allowance is used up.
     */
    async countOne(userId: string, kind: string, limit: number): Promise<string | null> {
      const [row] = await db
        .insert(previewUsage)
        .values({ userId, kind, day: TODAY, count: 1 })
        .onConflictDoUpdate({
          target: [previewUsage.userId, previewUsage.kind],
          set: {
            count: sql`CASE WHEN ${previewUsage.day} = excluded.day THEN ${previewUsage.count} + 1 ELSE 1 END`,
            day: sql`excluded.day`,
          },
          setWhere: sql`${previewUsage.day} <> excluded.day OR ${previewUsage.count} < ${limit}`,
        })
        .returning({ day: previewUsage.day });
      return row?.day ?? null;
    },
    /** Gives back one preview counted on `day` (it failed); nothing once the day has turned. */
    async giveBack(userId: string, kind: string, day: string): Promise<void> {
      await db
        .update(previewUsage)
        .set({ count: sql`${previewUsage.count} - 1` })
        .where(
          and(
            eq(previewUsage.userId, userId),
            eq(previewUsage.kind, kind),
            eq(previewUsage.day, day),
            gt(previewUsage.count, 0),
          ),
        );
    },
  };
}
export type PreviewUsageRepository = ReturnType<typeof createPreviewUsageRepository>;
