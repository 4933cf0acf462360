import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { generations } from '../../db/schema/index.js';

export type GenerationRow = typeof generations.$inferSelect;

/**
 * Reads of the generations table; writes that touch credits or status go through the credit
 * operations (one statement each).
 */
export function createGenerationsRepository(db: Db) {
  return {
    /** By id alone: for the process's own settled generations (webhooks), never for a request. */
    async findById(id: string): Promise<GenerationRow | undefined> {
      const [row] = await db.select().from(generations).where(eq(generations.id, id));
      return row;
    },

    async findOwned(id: string, userId: string): Promise<GenerationRow | undefined> {
      const [row] = await db
        .select()
        .from(generations)
        .where(and(eq(generations.id, id), eq(generations.userId, userId)));
      return row;
    },

    /** The user's latest generation of `kind` with exactly this input, started in the last `ms`, not failed or cancelled. */
    async findRecentSame(userId: string, kind: string, input: unknown, ms: number) {
      const [row] = await db
        .select({ id: generations.id })
        .from(generations)
        .where(
          and(
            eq(generations.userId, userId),
            eq(generations.kind, kind),
            inArray(generations.status, ['queued', 'running', 'succeeded']),
            gt(generations.startedAt, sql`now() - make_interval(secs => ${ms / 1000})`),
            sql`${generations.input} = ${JSON.stringify(input)}::jsonb`,
          ),
        )
        .orderBy(desc(generations.startedAt))
        .limit(1);
      return row?.id;
    },

    /** The work drew its pictures with the image family's provider `kind` (a video's scenes). */
    async recordImageProvider(id: string, kind: string): Promise<void> {
      await db.update(generations).set({ imageProvider: kind }).where(eq(generations.id, id));
    },

    async listOwned(userId: string, opts: { kind?: string | undefined; limit: number }) {
      return db
        .select({
          id: generations.id,
          kind: generations.kind,
          provider: generations.provider,
          imageProvider: generations.imageProvider,
          status: generations.status,
          stage: generations.stage,
          percent: generations.percent,
          attempts: generations.attempts,
          cost: generations.cost,
          errorCode: generations.errorCode,
          error: generations.error,
          startedAt: generations.startedAt,
          finishedAt: generations.finishedAt,
        })
        .from(generations)
        .where(and(eq(generations.userId, userId), opts.kind ? eq(generations.kind, opts.kind) : undefined))
        .orderBy(desc(generations.startedAt))
        .limit(opts.limit);
    },
  };
}
export type GenerationsRepository = ReturnType<typeof createGenerationsRepository>;
