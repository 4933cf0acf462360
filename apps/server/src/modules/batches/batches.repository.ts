import type { GenerationRecord } from '@forja/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isDemoOutput } from '../../db/demo-output.js';
import { generations } from '../../db/schema/generation.js';
import { batches, batchRows } from './batches.table.js';

export type BatchRecord = typeof batches.$inferSelect;
export type BatchRowRecord = typeof batchRows.$inferSelect;
export type GenerationRecordRow = typeof generations.$inferSelect;
/** A row with the generation of its current attempt (none before it started). */
export interface RowWithGeneration {
  row: BatchRowRecord;
  generation: GenerationRecordRow | null;
}

/** The key of a row attempt's generation (generations.batch_key). */
export const batchKeyOf = (row: { id: string; attempt: number }) => `${row.id}:${row.attempt}`;
/** The row a batch key names. */
export const rowIdOfBatchKey = (key: string) => key.split(':')[0]!;

const currentGeneration = sql`${generations.batchKey} = ${batchRows.id}::text || ':' || ${batchRows.attempt}::text`;

/** Batches and their rows, always read through the owner (another user's id is not found). */
export function createBatchesRepository(db: Db) {
  return {
    async findOwned(userId: string, id: string): Promise<BatchRecord | null> {
      const [row] = await db
        .select()
        .from(batches)
        .where(and(eq(batches.id, id), eq(batches.userId, userId)));
      return row ?? null;
    },

    async listOwned(userId: string, limit: number): Promise<BatchRecord[]> {
      return db
        .select()
        .from(batches)
        .where(eq(batches.userId, userId))
        .orderBy(desc(batches.createdAt), desc(batches.id))
        .limit(limit);
    },

    rowsOf(batchIds: string[], tx: Db = db): Promise<RowWithGeneration[]> {
      if (batchIds.length === 0) return Promise.resolve([]);
      return tx
        .select({ row: batchRows, generation: generations })
        .from(batchRows)
        .leftJoin(generations, currentGeneration)
        .where(inArray(batchRows.batchId, batchIds))
        .orderBy(asc(batchRows.batchId), asc(batchRows.position));
    },
  };
}
export type BatchesRepository = ReturnType<typeof createBatchesRepository>;

/** A row's generation as the studios' batch work takes it (saving, the zip's files). */
export function generationRecordOf(generation: GenerationRecordRow): GenerationRecord {
  return {
    id: generation.id,
    kind: generation.kind,
    provider: generation.provider,
    demo: isDemoOutput(generation),
    status: generation.status,
    stage: null,
    percent: null,
    restarted: generation.attempts > 1,
    cost: generation.cost,
    input: generation.input,
    output: generation.output ?? null,
    error: generation.errorCode ? { code: generation.errorCode, message: generation.error ?? '' } : null,
    startedAt: generation.startedAt.toISOString(),
    finishedAt: generation.finishedAt?.toISOString() ?? null,
  };
}
