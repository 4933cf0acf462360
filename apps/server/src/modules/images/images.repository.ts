import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { demoOutputColumn } from '../../db/demo-output.js';
import { discardFiles } from '../../db/discard-files.js';
import { findOwnGeneration } from '../../db/own-generation.js';
import { afterCursor, containing, cursorAtOf, newestFirst } from '../../db/newest-first.js';
import { generations, savedImages, storedFiles } from '../../db/schema/index.js';
import type { KeysetCursor } from '../../lib/keyset-cursor.js';

export type NewSavedImage = Omit<typeof savedImages.$inferInsert, 'id' | 'createdAt'>;

const cardColumns = {
  id: savedImages.id,
  fileId: savedImages.fileId,
  prompt: savedImages.prompt,
  style: savedImages.style,
  resolution: savedImages.resolution,
  mood: savedImages.mood,
  generationId: savedImages.generationId,
  createdAt: savedImages.createdAt,
  fileKey: storedFiles.key,
  demo: demoOutputColumn,
  cursorAt: cursorAtOf(savedImages.createdAt),
};
export type SavedImageRow = Awaited<ReturnType<ImagesRepository['list']>>[number];

const owned = (id: string, userId: string) => and(eq(savedImages.id, id), eq(savedImages.userId, userId));

/** The saved_images table. Every query takes the session user's id. */
export function createImagesRepository(db: Db) {
  return {
    findGeneration: (userId: string, generationId: string) => findOwnGeneration(db, userId, generationId),

    /** Inserts, or returns undefined when the user already saved this file (the unique key). */
    async insert(values: NewSavedImage): Promise<string | undefined> {
      const [row] = await db
        .insert(savedImages)
        .values(values)
        .onConflictDoNothing({ target: [savedImages.userId, savedImages.fileId] })
        .returning({ id: savedImages.id });
      return row?.id;
    },

    async findIdByFile(userId: string, fileId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: savedImages.id })
        .from(savedImages)
        .where(and(eq(savedImages.userId, userId), eq(savedImages.fileId, fileId)));
      return row?.id;
    },

    async find(id: string, userId: string) {
      const [row] = await db
        .select(cardColumns)
        .from(savedImages)
        .leftJoin(storedFiles, eq(storedFiles.id, savedImages.fileId))
        .leftJoin(generations, eq(generations.id, savedImages.generationId))
        .where(owned(id, userId));
      return row;
    },

    /** Newest first, after `cursor`, prompts containing `q`; one more than `limit` says a page follows. */
    async list(
      userId: string,
      opts: { q?: string | undefined; cursor?: KeysetCursor | undefined; limit: number },
    ) {
      const after = afterCursor(savedImages, opts.cursor);
      const matching = containing(opts.q, [savedImages.prompt]);
      return db
        .select(cardColumns)
        .from(savedImages)
        .leftJoin(storedFiles, eq(storedFiles.id, savedImages.fileId))
        .leftJoin(generations, eq(generations.id, savedImages.generationId))
        .where(and(eq(savedImages.userId, userId), after, matching))
        .orderBy(...newestFirst(savedImages))
        .limit(opts.limit + 1);
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(savedImages).where(eq(savedImages.userId, userId));
      return row?.n ?? 0;
    },

    /**
     * Deletes the user's saved image and, in the same transaction, marks its file deleted
     * unless another item shows it (an article, a video's poster): the bytes must stop
     * answering at /files/.
     */
    async delete(id: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(savedImages)
          .where(owned(id, userId))
          .returning({ fileId: savedImages.fileId });
        if (!row) return false;
        await discardFiles(tx, userId, [row.fileId]);
        return true;
      });
    },
  };
}
export type ImagesRepository = ReturnType<typeof createImagesRepository>;
