import { z } from 'zod';

/*
 * What every studio's archive shares: the dashboard's lists, newest first, one page at a
 * time, searched; and their counts. Each studio's saved items are declared in its folder
 * (studios/<studio>/).
 */

export const ARCHIVE_PAGE_DEFAULT = 20;
export const ARCHIVE_PAGE_MAX = 50;
export const ARCHIVE_SEARCH_MAX_LENGTH = 200;

/** `?q=` searches; `cursor` is the `nextCursor` of the page before. */
export const archiveListQuerySchema = z.object({
  q: z.string().trim().max(ARCHIVE_SEARCH_MAX_LENGTH, 'field_too_long').optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ARCHIVE_PAGE_MAX).default(ARCHIVE_PAGE_DEFAULT),
});
export type ArchiveListQuery = z.infer<typeof archiveListQuerySchema>;

export const archiveCountSchema = z.object({ count: z.number().int().min(0) });
export type ArchiveCount = z.infer<typeof archiveCountSchema>;

/** `:id` of an archive's item, of /api/generations/:id and of /api/files/:id/keep. */
export const uuidParamsSchema = z.object({ id: z.uuid() });
