import { and, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { discardFiles, fileInUse } from '../../db/discard-files.js';
import { storedFiles } from '../../db/schema/index.js';

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** Rows of stored_files. Every query a user can trigger takes the user's id. */
export function createFilesRepository(db: Db) {
  return {
    async insert(row: {
      key: string;
      userId: string;
      contentType: string;
      sizeBytes: number;
      purpose: string;
    }) {
      const [created] = await db.insert(storedFiles).values(row).returning();
      return created!;
    },

    /** Every file key of the user (account deletion: the rows go with the user, the bytes after). */
    async keysOfUser(userId: string): Promise<string[]> {
      const rows = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(eq(storedFiles.userId, userId))
        .for('update');
      return rows.map((r) => r.key);
    },

    async findOwned(id: string, userId: string): Promise<StoredFileRow | undefined> {
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.id, id), eq(storedFiles.userId, userId), isNull(storedFiles.deletedAt)));
      return row;
    },

    /** Marks the user's file saved, unless its purpose is one of `neverKept` (previews). */
    async markSaved(id: string, userId: string, neverKept: string[]): Promise<StoredFileRow | undefined> {
      const [row] = await db
        .update(storedFiles)
        .set({ saved: true })
        .where(
          and(
            eq(storedFiles.id, id),
            eq(storedFiles.userId, userId),
            isNull(storedFiles.deletedAt),
            notInArray(storedFiles.purpose, neverKept),
          ),
        )
        .returning();
      return row;
    },

    /** Marks the user's files deleted unless an item shows them (db/discard-files.ts). */
    async discard(userId: string, ids: string[]): Promise<void> {
      await db.transaction((tx) => discardFiles(tx, userId, ids));
    },

    /** Files marked deleted whose bytes are still to go (oldest first). */
    async listDeleted(limit: number): Promise<{ id: string; key: string }[]> {
      return db
        .select({ id: storedFiles.id, key: storedFiles.key })
        .from(storedFiles)
        .where(isNotNull(storedFiles.deletedAt))
        .orderBy(storedFiles.deletedAt)
        .limit(limit);
    },

    async deleteRow(id: string): Promise<void> {
      await db.delete(storedFiles).where(eq(storedFiles.id, id));
    },

    /**
     * Marks deleted up to `limit` unsaved files of `purpose` older than `seconds` and returns
     * how many: `purgeDeleted` then removes their bytes and rows, and the cleanup job retries
     * any whose bytes could not go (a bucket down), so none stays in storage unrecorded.
     * One statement: a file kept at the same moment is either saved first (and not marked) or
     * marked first (and the keep finds nothing). A file an article still shows is never
     * marked, even unsaved: an article saved with it while another article that used it was
     * being deleted (and released it) keeps its image. So is a file any other item shows
     * (db/discard-files.ts).
     */
    async discardUnsavedOlderThan(purpose: string, seconds: number, limit: number): Promise<number> {
      const rows = await db
        .update(storedFiles)
        .set({ deletedAt: new Date() })
        .where(
          sql`${storedFiles.id} IN (
                SELECT f.id FROM stored_files f
                 WHERE f.saved = false AND f.purpose = ${purpose} AND f.deleted_at IS NULL
                   AND f.created_at < now() - make_interval(secs => ${seconds})
                   AND NOT (${fileInUse(sql`f.id`)})
                 ORDER BY f.created_at LIMIT ${limit}
                 FOR UPDATE OF f SKIP LOCKED)
              AND ${storedFiles.saved} = false`,
        )
        .returning({ id: storedFiles.id });
      return rows.length;
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
