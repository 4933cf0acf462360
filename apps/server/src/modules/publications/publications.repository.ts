import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { publications, publishCounts } from '../../db/schema/index.js';

export type PublicationRow = typeof publications.$inferSelect;
type NewPublication = Pick<
  typeof publications.$inferInsert,
  'userId' | 'videoId' | 'platform' | 'options' | 'bytesTotal'
>;

const ACTIVE = ['queued', 'uploading', 'processing'] as const;

/** Why a publication was not inserted. */
export type PublishRefusal = 'daily_limit' | 'in_progress' | 'published';

class Refused extends Error {
  constructor(readonly reason: PublishRefusal) {
    super(reason);
  }
}

/** Publications of the user's videos. Every query names the user, except the job's by id. */
export function createPublicationsRepository(db: Db) {
  const touch = { updatedAt: sql`now()` };
  return {
    /**
     * Inserts the publication unless the user's daily cap for the platform is reached, one is
     * on its way there, or (without `allowRepeat`) the video is published there already. One
     * transaction: the day's count is raised first, and that row stays locked until the
     * commit, so the same user's concurrent publishes to a platform are decided one after
     * another, each seeing the rows the previous one inserted. A refusal rolls the count back.
     */
    async insertUnlessTaken(
      values: NewPublication,
      { allowRepeat, dailyLimit }: { allowRepeat: boolean; dailyLimit: number },
    ): Promise<{ row: PublicationRow } | { refused: PublishRefusal }> {
      try {
        const row = await db.transaction(async (tx) => {
          const counted = await tx
            .insert(publishCounts)
            .values({
              userId: values.userId,
              platform: values.platform,
              day: sql`(now() AT TIME ZONE 'UTC')::date`,
              count: 1,
            })
            .onConflictDoUpdate({
              target: [publishCounts.userId, publishCounts.platform, publishCounts.day],
              set: { count: sql`${publishCounts.count} + 1` },
              setWhere: sql`${publishCounts.count} < ${dailyLimit}`,
            })
            .returning({ count: publishCounts.count });
          if (counted.length === 0) throw new Refused('daily_limit');
          const live = await tx
            .select({ status: publications.status })
            .from(publications)
            .where(
              and(
                eq(publications.userId, values.userId),
                eq(publications.videoId, values.videoId),
                eq(publications.platform, values.platform),
                inArray(publications.status, [...ACTIVE, 'published']),
              ),
            );
          if (live.some((p) => p.status !== 'published')) throw new Refused('in_progress');
          if (live.length > 0 && !allowRepeat) throw new Refused('published');
          const [inserted] = await tx.insert(publications).values(values).returning();
          return inserted!;
        });
        return { row };
      } catch (error) {
        if (error instanceof Refused) return { refused: error.reason };
        throw error;
      }
    },

    async listForVideo(userId: string, videoId: string): Promise<PublicationRow[]> {
      return db
        .select()
        .from(publications)
        .where(and(eq(publications.userId, userId), eq(publications.videoId, videoId)))
        .orderBy(desc(publications.createdAt));
    },

    /** For the job only (it has the id from a row it claimed). */
    async findById(id: string): Promise<PublicationRow | undefined> {
      const [row] = await db.select().from(publications).where(eq(publications.id, id));
      return row;
    },

    /** The job's claim: queued -> uploading in one statement, so a second delivery does nothing. */
    async claim(id: string): Promise<PublicationRow | undefined> {
      const [row] = await db
        .update(publications)
        .set({ status: 'uploading', errorCode: null, errorMessage: null, ...touch })
        .where(and(eq(publications.id, id), eq(publications.status, 'queued')))
        .returning();
      return row;
    },

    async update(
      id: string,
      values: Partial<Omit<PublicationRow, 'id' | 'userId' | 'videoId' | 'platform'>>,
    ) {
      await db
        .update(publications)
        .set({ ...values, ...touch })
        .where(eq(publications.id, id));
    },

    /**
     * A failed publication back in the queue (a schedule's later try), so the upload goes on
     * from its saved state. One statement: false when it is not failed (another run has it).
     */
    async requeueFailed(id: string): Promise<boolean> {
      const rows = await db
        .update(publications)
        .set({ status: 'queued', errorCode: null, errorMessage: null, ...touch })
        .where(and(eq(publications.id, id), eq(publications.status, 'failed')))
        .returning({ id: publications.id });
      return rows.length > 0;
    },

    /** After a restart of the only process: the ones it was uploading go back to the queue. */
    async requeueInterrupted(): Promise<string[]> {
      const rows = await db
        .update(publications)
        .set({ status: 'queued', ...touch })
        .where(inArray(publications.status, ['uploading', 'processing']))
        .returning({ id: publications.id });
      return rows.map((r) => r.id);
    },

    async queuedIds(): Promise<string[]> {
      const rows = await db
        .select({ id: publications.id })
        .from(publications)
        .where(eq(publications.status, 'queued'));
      return rows.map((r) => r.id);
    },
  };
}
export type PublicationsRepository = ReturnType<typeof createPublicationsRepository>;
