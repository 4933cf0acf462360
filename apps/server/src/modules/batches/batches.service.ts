import {
  batchOf,
  parseBatchRow,
  type BatchDetail,
  type BatchItems,
  type BatchList,
  type BatchPreview,
  type BatchPreviewRow,
  type BatchSource,
  type BrandKitInput,
  type Studio,
} from '@forja/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { batchSourceSchema } from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.service.js';
import type { GenerationEngine } from '../generation/generation-engine.service.js';
import { parseSource } from './batch-source.js';
import { batchView, rowStatusOf } from './batch-view.js';
import { createBatchesRepository, generationRecordOf, type BatchRecord } from './batches.repository.js';
import { batches, batchRows } from './batches.table.js';
import { rowFolderName, type ZipFolder } from './batch-zip.js';
import type { StudioBatchWork } from './studio-batch-work.js';

/** A brand kit the user may use (their own or the team's), as the brand-kits module answers it; 404 otherwise. */
export interface BrandKitLookup {
  findUsable(userId: string, kitId: string): Promise<BrandKitInput & { id: string; name: string }>;
}

export interface BatchesServiceDeps {
  db: Db;
  brandKits: BrandKitLookup;
  /** The user's credits not held (balance − held). */
  available(userId: string): Promise<number>;
  assertStudioAllowed(userId: string, studio: Studio): Promise<void>;
  engine: Pick<GenerationEngine, 'cancel'>;
  /** Starts (or goes on with) a batch's rows, without waiting. */
  kick(batchId: string): void;
  saveRow(rowId: string): Promise<string | null>;
  workOf(studio: Studio): StudioBatchWork;
}

type SourceInput = z.output<typeof batchSourceSchema>;
interface ValidRow extends BatchPreviewRow {
  request: unknown;
}

const LIST_LIMIT = 50;
const notActive = (what: string) =>
  new AppError(409, 'BATCH_NOT_ACTIVE', `The batch cannot be ${what} in its current state.`);

/** Batch runs, each read and changed through its owner (another user's batch is a 404, unchanged). */
export function createBatchesService(deps: BatchesServiceDeps) {
  const { db } = deps;
  const repo = createBatchesRepository(db);

  async function owned(userId: string, id: string): Promise<BatchRecord> {
    const batch = await repo.findOwned(userId, id);
    if (!batch) throw notFound('Batch');
    return batch;
  }

  async function detail(userId: string, id: string): Promise<BatchDetail> {
    const batch = await owned(userId, id);
    return batchView(batch, await repo.rowsOf([batch.id]));
  }

  /** Reads and validates every row, and prices the valid ones: nothing is written. */
  async function evaluate(userId: string, source: SourceInput) {
    const contract = batchOf(source.studio);
    const kit = source.brandKitId ? await deps.brandKits.findUsable(userId, source.brandKitId) : null;
    const parsed = parseSource(source.format, source.content, contract.columns);
    const rows: ValidRow[] = parsed.rows.map(({ line, values }) => {
      const result = parseBatchRow(contract, values, kit);
      if (result.request === null) {
        return {
          line,
          values,
          label: values[contract.columns[0]] ?? '',
          cost: 0,
          errors: result.errors,
          request: null,
        };
      }
      return {
        line,
        values,
        label: contract.label(result.request),
        cost: contract.cost(result.request),
        errors: [],
        request: result.request,
      };
    });
    const totalCost = rows.reduce((sum, row) => sum + row.cost, 0);
    const available = await deps.available(userId);
    const preview: BatchPreview = {
      studio: source.studio,
      columns: parsed.columns,
      rows: rows.map(({ request: _request, ...row }) => row),
      totalCost,
      available,
      valid: rows.every((row) => row.errors.length === 0),
      enough: totalCost <= available,
    };
    return { preview, rows, kit };
  }

  return {
    async preview(userId: string, source: SourceInput): Promise<BatchPreview> {
      return (await evaluate(userId, source)).preview;
    },

    /** Refused as a whole (invalid row, not enough credits, studio closed) with nothing written. */
    async create(actor: { id: string; email: string }, source: BatchSource): Promise<BatchDetail> {
      const input = source as SourceInput;
      const userId = actor.id;
      await deps.assertStudioAllowed(userId, input.studio);
      const { preview, rows, kit } = await evaluate(userId, input);
      if (!preview.valid) {
        throw new AppError(400, 'VALIDATION_ERROR', 'Some rows of the batch are invalid.', {
          rows: preview.rows
            .filter((r) => r.errors.length > 0)
            .map((r) => ({ line: r.line, errors: r.errors })),
        });
      }
      if (!preview.enough) {
        throw new AppError(402, 'INSUFFICIENT_CREDITS', 'Not enough credits for this batch.', {
          required: preview.totalCost,
          available: preview.available,
        });
      }
      const batchId = await db.transaction(async (tx) => {
        const [batch] = await tx
          .insert(batches)
          .values({
            userId,
            studio: input.studio,
            brandKit: kit ? { id: kit.id, name: kit.name } : null,
            autoSave: input.autoSave,
            totalCost: preview.totalCost,
          })
          .returning({ id: batches.id });
        await tx.insert(batchRows).values(
          rows.map((row, position) => ({
            batchId: batch!.id,
            userId,
            position,
            line: row.line,
            label: row.label.slice(0, 300),
            request: row.request,
            cost: row.cost,
          })),
        );
        await recordAudit(tx as unknown as Db, {
          action: 'batch.created',
          actor,
          details: {
            batchId: batch!.id,
            studio: input.studio,
            rows: rows.length,
            totalCost: preview.totalCost,
          },
        });
        return batch!.id;
      });
      deps.kick(batchId);
      return detail(userId, batchId);
    },

    async list(userId: string): Promise<BatchList> {
      const list = await repo.listOwned(userId, LIST_LIMIT);
      const rows = await repo.rowsOf(list.map((b) => b.id));
      return {
        items: list.map((batch) => {
          const { rows: _rows, ...summary } = batchView(
            batch,
            rows.filter((r) => r.row.batchId === batch.id),
          );
          return summary;
        }),
      };
    },

    get: detail,

    async pause(userId: string, id: string): Promise<BatchDetail> {
      const batch = await owned(userId, id);
      const changed = await db
        .update(batches)
        .set({ status: 'paused', updatedAt: new Date() })
        .where(and(eq(batches.id, batch.id), eq(batches.status, 'running')))
        .returning({ id: batches.id });
      if (changed.length === 0) throw notActive('paused');
      return detail(userId, id);
    },

    async resume(userId: string, id: string): Promise<BatchDetail> {
      const batch = await owned(userId, id);
      const changed = await db
        .update(batches)
        .set({ status: 'running', updatedAt: new Date() })
        .where(and(eq(batches.id, batch.id), eq(batches.status, 'paused')))
        .returning({ id: batches.id });
      if (changed.length === 0) throw notActive('resumed');
      deps.kick(batch.id);
      return detail(userId, id);
    },

    /** Rows not started are cancelled, generations in flight cancelled (released); finished rows stay. */
    async cancel(actor: { id: string; email: string }, id: string): Promise<BatchDetail> {
      const userId = actor.id;
      const batch = await owned(userId, id);
      const cancelled = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(batches).where(eq(batches.id, batch.id)).for('update');
        if (!locked || (locked.status !== 'running' && locked.status !== 'paused')) return false;
        await tx
          .update(batches)
          .set({ status: 'cancelled', finishedAt: new Date(), updatedAt: new Date() })
          .where(eq(batches.id, batch.id));
        await tx
          .update(batchRows)
          .set({ state: 'cancelled', claimedAt: null, updatedAt: new Date() })
          .where(and(eq(batchRows.batchId, batch.id), inArray(batchRows.state, ['pending', 'starting'])));
        await recordAudit(tx as unknown as Db, {
          action: 'batch.cancelled',
          actor,
          details: { batchId: batch.id, studio: batch.studio },
        });
        return true;
      });
      if (!cancelled) throw notActive('cancelled');
      const rows = await repo.rowsOf([batch.id]);
      for (const { generation } of rows) {
        if (generation && (generation.status === 'queued' || generation.status === 'running')) {
          await deps.engine.cancel(generation.id, userId);
        }
      }
      return detail(userId, id);
    },

    /** Failed or cancelled rows (these, or all) run again as a new attempt; the batch runs again. */
    async retry(userId: string, id: string, rowIds: string[] | undefined): Promise<BatchDetail> {
      const batch = await owned(userId, id);
      const retried = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(batches).where(eq(batches.id, batch.id)).for('update');
        if (!locked || locked.status === 'cancelled') return 0;
        const rows = await repo.rowsOf([batch.id], tx as unknown as Db);
        const wanted = rowIds ? new Set(rowIds) : null;
        const retry = rows.filter((item) => {
          if (wanted && !wanted.has(item.row.id)) return false;
          const status = rowStatusOf(item);
          return status === 'failed' || status === 'cancelled';
        });
        if (retry.length === 0) return 0;
        for (const { row } of retry) {
          await tx
            .update(batchRows)
            .set({
              state: 'pending',
              attempt: row.attempt + 1,
              generationId: null,
              errorCode: null,
              error: null,
              claimedAt: null,
              updatedAt: new Date(),
            })
            .where(eq(batchRows.id, row.id));
        }
        await tx
          .update(batches)
          .set({
            status: locked.status === 'paused' ? 'paused' : 'running',
            finishedAt: null,
            updatedAt: new Date(),
          })
          .where(eq(batches.id, batch.id));
        return retry.length;
      });
      if (retried === 0) throw notActive('retried');
      deps.kick(batch.id);
      return detail(userId, id);
    },

    /** Every succeeded row not saved yet goes to the studio's archive. */
    async save(userId: string, id: string): Promise<{ saved: number; batch: BatchDetail }> {
      const batch = await owned(userId, id);
      const rows = await repo.rowsOf([batch.id]);
      let saved = 0;
      for (const item of rows) {
        if (item.row.savedItemId || rowStatusOf(item) !== 'succeeded') continue;
        if (await deps.saveRow(item.row.id)) saved++;
      }
      return { saved, batch: await detail(userId, id) };
    },

    /**
     * The succeeded rows' files, a folder each (`NNN-<slug>/`), read as the zip is written.
     * A batch without a succeeded row has nothing to download: 409.
     */
    async download(userId: string, id: string): Promise<{ fileName: string; folders: ZipFolder[] }> {
      const batch = await owned(userId, id);
      const rows = await repo.rowsOf([batch.id]);
      const work = deps.workOf(batch.studio);
      const folders: ZipFolder[] = [];
      for (const item of rows) {
        const { row, generation } = item;
        if (rowStatusOf(item) !== 'succeeded' || !generation) continue;
        const record = generationRecordOf(generation);
        folders.push({
          folder: rowFolderName(row.position, row.label),
          files: () => work.files(userId, record, row.request),
        });
      }
      if (folders.length === 0) {
        throw new AppError(409, 'BATCH_NOT_ACTIVE', 'No row of this batch has finished yet.');
      }
      const day = batch.createdAt.toISOString().slice(0, 10);
      return { fileName: `forja-${batch.studio}-batch-${day}-${batch.id.slice(0, 8)}.zip`, folders };
    },

    /** Which of these archive items of the user's a batch of this studio made. */
    async items(userId: string, studio: Studio, ids: string[]): Promise<BatchItems> {
      if (ids.length === 0) return { items: [] };
      const found = await db
        .select({ itemId: batchRows.savedItemId, batchId: batches.id, createdAt: batches.createdAt })
        .from(batchRows)
        .innerJoin(batches, eq(batches.id, batchRows.batchId))
        .where(
          and(
            eq(batchRows.userId, userId),
            eq(batches.studio, studio),
            isNotNull(batchRows.savedItemId),
            inArray(batchRows.savedItemId, ids),
          ),
        );
      return {
        items: found.map((f) => ({
          itemId: f.itemId!,
          batchId: f.batchId,
          createdAt: f.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type BatchesService = ReturnType<typeof createBatchesService>;
