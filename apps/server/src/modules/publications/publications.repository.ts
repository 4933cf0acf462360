import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { publications } from '../../db/schema/index.js';

export type PublicationRow = typeof publications.$inferSelect;
type NewPublication = Pick<
  typeof publications.$inferInsert,
  'userId' | 'videoId' | 'platform' | 'options' | 'bytesTotal'
>;

const ACTIVE = ['queued', 'uploading', 'processing'] as const;

/** Publications of the user's videos. Every query names the user, except the job's by id. */
export function createPublicationsRepository(db: Db) {
  const touch = { updatedAt: sql`now()` };
  return {
    async insert(values: NewPublication): Promise<PublicationRow> {
      const [row] = await db.insert(publications).values(values).returning();
      return row!;
    },

    async listForVideo(userId: string, videoId: string): Promise<PublicationRow[]> {
      return db
        .select()
        .from(publications)
        .where(and(eq(publications.userId, userId), eq(publications.videoId, videoId)))
        .orderBy(desc(publications.createdAt));
    },

    /** The publications of the video on the platform that are not failed: in progress or done. */
    async liveOnPlatform(userId: string, videoId: string, platform: PublicationRow['platform']) {
      return db
        .select({ id: publications.id, status: publications.status })
        .from(publications)
        .where(
          and(
            eq(publications.userId, userId),
            eq(publications.videoId, videoId),
            eq(publications.platform, platform),
            inArray(publications.status, [...ACTIVE, 'published']),
          ),
        );
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
