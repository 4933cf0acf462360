import type { TFunction } from 'i18next';
import type { Batch, BatchRow } from '@forja/contracts';
import { i18n } from '@/lib/i18n';

/*
 * A batch's rows in words, with the generations' own texts: the stage as the studios show it
 * ("Rendering: 2 of 3", wizard:stages.*) and a failure's code as errors.json has it.
 */

export function rowStageText(t: TFunction, stage: BatchRow['stage']): string | null {
  if (!stage) return null;
  const name = t(`wizard:stages.${stage.name}`);
  return stage.current !== undefined && stage.total !== undefined
    ? t('wizard:progress.stageCount', { stage: name, current: stage.current, total: stage.total })
    : name;
}

/**
 * A failed row's reason: its code translated, else the server's message is no better than the
 * generic one. A row keeps no error details, so a code whose text needs them (the credits
 * needed and left) has its own wording for a row (batches:rowErrors.*).
 */
export function rowErrorText(t: TFunction, error: NonNullable<BatchRow['error']>): string {
  const forRow = `batches:rowErrors.${error.code}`;
  if (i18n.exists(forRow)) return t(forRow);
  const key = `errors:${error.code}`;
  return i18n.exists(key) ? t(key) : t('errors:generic');
}

/** Rows done (succeeded, failed or cancelled) out of all. */
export function doneCount(batch: Pick<Batch, 'counts'>): number {
  const counts = batch.counts;
  return (counts.succeeded ?? 0) + (counts.failed ?? 0) + (counts.cancelled ?? 0);
}
