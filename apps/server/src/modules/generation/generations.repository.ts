import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { generations } from '../../db/schema/index.js';

export type GenerationRow = typeof generations.$inferSelect;

/** Reads of the generations table; writes go through the credit operations (one statement each). */
export function createGenerationsRepository(db: Db) {
  return {
    async findOwned(id: string, userId: string): Promise<GenerationRow | undefined> {
      const [row] = await db
        .select()
        .from(generations)
        .where(and(eq(generations.id, id), eq(generations.userId, userId)));
      return row;
    },

    async listOwned(userId: string, opts: { kind?: string | undefined; limit: number }) {
      return db
        .select({
          id: generations.id,
          kind: generations.kind,
          provider: generations.provider,
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
