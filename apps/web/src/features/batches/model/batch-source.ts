import type { TFunction } from 'i18next';
import { BATCH_CSV_MAX_BYTES, type BatchSourceReason } from '@forja/contracts';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';

/*
 * What the new-batch form sends and how its refusals read: the CSV file's bytes in base64,
 * the template built from the studio's columns, and the message of a refused source naming
 * its line (batches:sourceErrors.<reason>: only the batch screens show them, so they load
 * with those screens rather than with every page's errors).
 */

/** A file over the limit is refused here with the server's own reason, before it is read. */
export const fileTooLarge = (file: Blob) => file.size > BATCH_CSV_MAX_BYTES;

/** The file's bytes in base64, as they are: the server checks the encoding and names the line. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // A data: URL is "data:<type>;base64,<the bytes>".
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The CSV template: the studio's columns as the header, then one example row with the idea only. */
export function csvTemplate(columns: readonly string[], exampleIdea: string): string {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const example = columns.map((_, i) => (i === 0 ? quote(exampleIdea) : ''));
  return `${columns.join(',')}\r\n${example.join(',')}\r\n`;
}

/** A data: address for the template link (download attribute), so no request is made. */
export const csvTemplateHref = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;

export interface SourceRefusal {
  reason: BatchSourceReason | string;
  line?: number;
  column?: string;
}

/** The refusal a BATCH_SOURCE_INVALID answer carries, or null for any other error. */
export function sourceRefusal(error: unknown): SourceRefusal | null {
  if (!isApiRequestError(error) || error.code !== 'BATCH_SOURCE_INVALID') return null;
  const { reason, line, column } = error.details ?? {};
  return {
    reason: typeof reason === 'string' ? reason : '',
    line: typeof line === 'number' ? line : undefined,
    column: typeof column === 'string' ? column : undefined,
  };
}

/** "Line 4: a quote is left open." — the reason's own text, else the code's. */
export function sourceRefusalMessage(t: TFunction, refusal: SourceRefusal): string {
  return t(`batches:sourceErrors.${refusal.reason}`, {
    line: refusal.line ?? 1,
    column: refusal.column ?? '',
    defaultValue: t('errors:BATCH_SOURCE_INVALID'),
  });
}

/** Any error of the preview or the start in words (a refused source names its line). */
export function batchErrorMessage(t: TFunction, error: unknown): string {
  const refusal = sourceRefusal(error);
  return refusal ? sourceRefusalMessage(t, refusal) : errorMessage(t, error);
}
