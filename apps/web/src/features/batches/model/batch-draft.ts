import { z } from 'zod';
import { STUDIOS } from '@forja/contracts';
import { createDraftStore, draftIdField, newDraftId } from '@/lib/wizard/draft-store';

/*
 * The new batch's form, per user, so a reload keeps what was typed: the studio, the list or
 * CSV choice, the list's text, the brand kit and automatic saving. A CSV file is read again
 * from the disk when chosen; its bytes are not kept.
 */
export const batchDraftSchema = z.object({
  draftId: draftIdField(),
  studio: z.enum(STUDIOS).nullable().catch(null),
  format: z.enum(['lines', 'csv']).catch('lines'),
  text: z.string().catch(''),
  /** A kit's id, `none`, or `default` (the user's default kit when there is one). */
  brandKit: z.string().min(1).catch('default'),
  autoSave: z.boolean().catch(false),
});
export type BatchDraft = z.infer<typeof batchDraftSchema>;

export const NO_KIT = 'none';
export const DEFAULT_KIT = 'default';

export const emptyBatchDraft = (): BatchDraft => batchDraftSchema.parse({ draftId: newDraftId() });

export const batchDraftStore = createDraftStore<BatchDraft>({
  name: 'new-batch',
  version: 1,
  schema: batchDraftSchema as z.ZodType<BatchDraft>,
  empty: emptyBatchDraft,
});
