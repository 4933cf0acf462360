import { BATCH_ROW_STATUSES, type BatchDetail, type BatchRow, type BatchRowStatus } from '@forja/contracts';
import type { BatchRecord, RowWithGeneration } from './batches.repository.js';

/** What a row shows: its own state until its generation started, then the generation's. */
export function rowStatusOf({ row, generation }: RowWithGeneration): BatchRowStatus {
  // Cancelled (or still being recorded) after its generation had succeeded: the result stays.
  if ((row.state === 'cancelled' || row.state === 'starting') && generation?.status === 'succeeded') {
    return 'succeeded';
  }
  switch (row.state) {
    case 'pending':
      return 'pending';
    case 'starting':
      return 'running';
    case 'failed':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
    case 'started':
      if (!generation) return 'failed';
      if (generation.status === 'queued' || generation.status === 'running') return 'running';
      return generation.status;
  }
}

export function rowView(item: RowWithGeneration): BatchRow {
  const { row, generation } = item;
  const status = rowStatusOf(item);
  const live = status === 'running' && generation !== null;
  const generationError =
    generation?.errorCode && row.state === 'started' && status === 'failed'
      ? { code: generation.errorCode, message: generation.error ?? '' }
      : null;
  return {
    id: row.id,
    line: row.line,
    label: row.label,
    status,
    stage: live ? (generation.stage ?? null) : null,
    percent: live && generation.status === 'running' ? (generation.percent ?? null) : null,
    cost: row.cost,
    attempt: row.attempt,
    generationId: generation?.id ?? null,
    error: row.errorCode ? { code: row.errorCode, message: row.error ?? '' } : generationError,
    savedItemId: row.savedItemId,
  };
}

/** The batch as the API answers it, with its rows (their current attempt's generation each). */
export function batchView(batch: BatchRecord, rows: RowWithGeneration[]): BatchDetail {
  const views = rows.map(rowView);
  const counts = Object.fromEntries(BATCH_ROW_STATUSES.map((s) => [s, 0])) as Record<BatchRowStatus, number>;
  for (const view of views) counts[view.status]++;
  const charged = rows.reduce(
    (sum, { generation }) => sum + (generation?.status === 'succeeded' ? generation.cost : 0),
    0,
  );
  return {
    id: batch.id,
    studio: batch.studio,
    status: batch.status,
    brandKit: batch.brandKit ?? null,
    autoSave: batch.autoSave,
    totalCost: batch.totalCost,
    charged,
    counts,
    rowCount: rows.length,
    createdAt: batch.createdAt.toISOString(),
    finishedAt: batch.finishedAt?.toISOString() ?? null,
    rows: views,
  };
}
