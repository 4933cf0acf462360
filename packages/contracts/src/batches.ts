import { z } from 'zod';
import { generationStageSchema } from './generation-api.js';
import { studioSchema } from './studios/index.js';

/*
 * Batch runs (docs/product/batches.md): one studio's generations from a list of ideas or a
 * CSV, with one brand kit. The preview validates every row and prices the whole batch before
 * anything is held; the batch then runs as queued generations, at most the user's running
 * limit at once, and can be paused, resumed, cancelled and retried row by row.
 */

export const BATCH_ROWS_MAX = 100;
export const BATCH_CSV_MAX_BYTES = 1024 * 1024;
/** The CSV's bytes travel as base64 in the JSON body. */
export const BATCH_CONTENT_MAX_LENGTH = Math.ceil(BATCH_CSV_MAX_BYTES / 3) * 4;

/** Why a CSV (or a list) was refused as a whole (details.reason of BATCH_SOURCE_INVALID, with details.line). */
export const BATCH_SOURCE_REASONS = [
  'not_base64',
  'too_large',
  'encoding',
  'binary',
  'empty',
  'header_missing',
  'unknown_column',
  'duplicate_column',
  'main_column_missing',
  'unclosed_quote',
  'stray_quote',
  'column_count',
  'too_many_rows',
] as const;
export type BatchSourceReason = (typeof BATCH_SOURCE_REASONS)[number];

/** POST /api/batches/preview and POST /api/batches: what to run. */
export const batchSourceSchema = z.object({
  studio: studioSchema,
  /** `lines`: one idea per line (the studio's main column); `csv`: a header, then a row per item. */
  format: z.enum(['lines', 'csv']),
  /** The list's text, or the CSV file's bytes in base64. */
  content: z.string().max(BATCH_CONTENT_MAX_LENGTH, 'field_too_long'),
  brandKitId: z.uuid().nullable().default(null),
  /** Saves every succeeded row to the studio's archive as it finishes. */
  autoSave: z.boolean().default(false),
});
export type BatchSource = z.input<typeof batchSourceSchema>;

export const batchRowErrorSchema = z.object({ column: z.string(), code: z.string() });

/** A row as the preview shows it: its line in the file, its values, cost and problems. */
export const batchPreviewRowSchema = z.object({
  line: z.number().int().min(1),
  label: z.string(),
  values: z.record(z.string(), z.string()),
  cost: z.number().int().min(0),
  errors: z.array(batchRowErrorSchema),
});
export type BatchPreviewRow = z.infer<typeof batchPreviewRowSchema>;

export const batchPreviewSchema = z.object({
  studio: studioSchema,
  columns: z.array(z.string()),
  rows: z.array(batchPreviewRowSchema),
  /** The valid rows' cost together: what the batch holds, row by row, as it runs. */
  totalCost: z.number().int().min(0),
  /** The user's credits not held by a running generation. */
  available: z.number().int(),
  /** Every row is valid (a batch with an invalid row is refused). */
  valid: z.boolean(),
  /** The credits cover the total. */
  enough: z.boolean(),
});
export type BatchPreview = z.infer<typeof batchPreviewSchema>;

export const BATCH_STATUSES = ['running', 'paused', 'cancelled', 'finished'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_ROW_STATUSES = ['pending', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type BatchRowStatus = (typeof BATCH_ROW_STATUSES)[number];

/** One row of a batch: its generation's status, stage and result as they are now. */
export const batchRowSchema = z.object({
  id: z.uuid(),
  line: z.number().int(),
  label: z.string(),
  status: z.enum(BATCH_ROW_STATUSES),
  stage: generationStageSchema.nullable(),
  percent: z.number().int().min(0).max(100).nullable(),
  cost: z.number().int(),
  /** 1 on the first run; a retry adds one. */
  attempt: z.number().int().min(1),
  generationId: z.uuid().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** The archive item the result was saved as (a video is in its library as soon as it renders). */
  savedItemId: z.uuid().nullable(),
});
export type BatchRow = z.infer<typeof batchRowSchema>;

export const batchSchema = z.object({
  id: z.uuid(),
  studio: studioSchema,
  status: z.enum(BATCH_STATUSES),
  brandKit: z.object({ id: z.uuid().nullable(), name: z.string() }).nullable(),
  autoSave: z.boolean(),
  /** What the rows cost at the preview's prices. */
  totalCost: z.number().int(),
  /** What the succeeded rows were charged. */
  charged: z.number().int(),
  counts: z.record(z.enum(BATCH_ROW_STATUSES), z.number().int()),
  rowCount: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Batch = z.infer<typeof batchSchema>;
export const batchDetailSchema = batchSchema.extend({ rows: z.array(batchRowSchema) });
export type BatchDetail = z.infer<typeof batchDetailSchema>;
export const batchListSchema = z.object({ items: z.array(batchSchema) });
export type BatchList = z.infer<typeof batchListSchema>;

/** POST /api/batches/:id/retry: these failed (or cancelled) rows, or every one when left out. */
export const batchRetryBodySchema = z.object({ rowIds: z.array(z.uuid()).max(BATCH_ROWS_MAX).optional() });
export const batchSaveResultSchema = z.object({ saved: z.number().int(), batch: batchDetailSchema });

/** GET /api/batches/items?studio=&ids=: which of these archive items a batch made (the archives' badge). */
export const batchItemsQuerySchema = z.object({
  studio: studioSchema,
  ids: z
    .string()
    .max(50 * 37)
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).max(50)),
});
export const batchItemsSchema = z.object({
  items: z.array(z.object({ itemId: z.uuid(), batchId: z.uuid(), createdAt: z.string() })),
});
export type BatchItems = z.infer<typeof batchItemsSchema>;
