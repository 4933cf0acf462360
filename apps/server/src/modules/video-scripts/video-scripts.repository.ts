import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { demoOutputColumn } from '../../db/demo-output.js';
import { afterCursor, containing, cursorAtOf, newestFirst } from '../../db/newest-first.js';
import { generations, videoScripts } from '../../db/schema/index.js';
import type { KeysetCursor } from '../../lib/keyset-cursor.js';

export type NewVideoScript = Omit<typeof videoScripts.$inferInsert, 'id' | 'createdAt'>;

const cardColumns = {
  id: videoScripts.id,
  idea: videoScripts.idea,
  title: videoScripts.title,
  script: videoScripts.script,
  options: videoScripts.options,
  generationId: videoScripts.generationId,
  createdAt: videoScripts.createdAt,
  demo: demoOutputColumn,
  cursorAt: cursorAtOf(videoScripts.createdAt),
};
export type VideoScriptRow = Awaited<ReturnType<VideoScriptsRepository['list']>>[number];

const owned = (id: string, userId: string) => and(eq(videoScripts.id, id), eq(videoScripts.userId, userId));

/** The video_scripts table. Every query takes the session user's id. */
export function createVideoScriptsRepository(db: Db) {
  return {
    async ownsGeneration(userId: string, generationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: generations.id })
        .from(generations)
        .where(and(eq(generations.id, generationId), eq(generations.userId, userId)));
      return !!row;
    },

    async insert(values: NewVideoScript): Promise<string> {
      const [row] = await db.insert(videoScripts).values(values).returning({ id: videoScripts.id });
      return row!.id;
    },

    async find(id: string, userId: string) {
      const [row] = await db
        .select(cardColumns)
        .from(videoScripts)
        .leftJoin(generations, eq(generations.id, videoScripts.generationId))
        .where(owned(id, userId));
      return row;
    },

    /** Newest first, after `cursor`, idea or title containing `q`; one more than `limit` says a page follows. */
    async list(
      userId: string,
      opts: { q?: string | undefined; cursor?: KeysetCursor | undefined; limit: number },
    ) {
      const after = afterCursor(videoScripts, opts.cursor);
      const matching = containing(opts.q, [videoScripts.idea, videoScripts.title]);
      return db
        .select(cardColumns)
        .from(videoScripts)
        .leftJoin(generations, eq(generations.id, videoScripts.generationId))
        .where(and(eq(videoScripts.userId, userId), after, matching))
        .orderBy(...newestFirst(videoScripts))
        .limit(opts.limit + 1);
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(videoScripts).where(eq(videoScripts.userId, userId));
      return row?.n ?? 0;
    },

    async delete(id: string, userId: string): Promise<boolean> {
      const rows = await db.delete(videoScripts).where(owned(id, userId)).returning({ id: videoScripts.id });
      return rows.length > 0;
    },
  };
}
export type VideoScriptsRepository = ReturnType<typeof createVideoScriptsRepository>;
