import type { z } from 'zod';
import type { BrandKitInput } from '../brand-kits.js';

/*
 * How a studio runs from a list (docs/product/batches.md): the CSV columns it accepts, what
 * one row asks (its `request` schema, whose field names are the columns), the options a brand
 * kit fills in, and what a row costs. The batch module turns a row into the studio's paid
 * generation (the server's side of the same studio, ServerModule.batch).
 */
export interface StudioBatchContract<R extends z.ZodType = z.ZodType> {
  /**
   * The CSV columns, the main one first (`idea`; the voice-over studio's `text`): a plain
   * list, one per line, fills that one only. A column left empty on a row takes the kit's
   * value, then the studio's default.
   */
  columns: readonly [string, ...string[]];
  /** One row, validated: the columns' strings coerced to the studio's options (and `brand`). */
  request: R;
  /** What the kit fills in, by column (and `brand`); undefined where the studio has no such option. */
  fromKit: (kit: BrandKitInput) => Partial<Record<string, unknown>>;
  /** What a row costs, known before it runs (the batch's preview, what it holds, what it charges). */
  cost: (request: z.output<R>) => number;
  /** What the batch page calls the row: its title when given, else its idea. */
  label: (request: z.output<R>) => string;
}

export const defineBatch = <R extends z.ZodType>(batch: StudioBatchContract<R>) => batch;

/** One row's problem in a preview: the column (or `row`) and a validation message key. */
export interface BatchRowError {
  column: string;
  code: string;
}

/**
 * A row's values (the CSV's strings; empty ones not given) over the kit's, validated against
 * the studio's request: the request, or the errors by column.
 */
export function parseBatchRow<R extends z.ZodType>(
  batch: StudioBatchContract<R>,
  values: Readonly<Record<string, string>>,
  kit: BrandKitInput | null,
): { request: z.output<R>; errors: [] } | { request: null; errors: BatchRowError[] } {
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
  const fromKit = kit
    ? Object.fromEntries(Object.entries(batch.fromKit(kit)).filter(([, v]) => v !== undefined))
    : {};
  const parsed = batch.request.safeParse({ ...fromKit, ...given });
  if (parsed.success) return { request: parsed.data, errors: [] };
  const seen = new Set<string>();
  const errors: BatchRowError[] = [];
  for (const issue of parsed.error.issues) {
    const column = typeof issue.path[0] === 'string' ? issue.path[0] : 'row';
    const code = issue.code === 'custom' || /^[a-z_]+$/.test(issue.message) ? issue.message : 'invalid';
    const key = `${column}:${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ column, code });
  }
  return { request: null, errors };
}
