import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from './client.js';
import { storedFiles } from './schema/index.js';

/**
 * Marks the user's files among `fileIds` deleted, inside the transaction that deletes the row
 * showing them: their bytes stop answering at /files/ at once (files.purgeDeleted removes them
 * next). Empty and null ids are skipped.
 */
export async function discardFiles(tx: Tx, userId: string, fileIds: (string | null)[]): Promise<void> {
  const ids = fileIds.filter((id): id is string => !!id);
  if (ids.length === 0) return;
  await tx
    .update(storedFiles)
    .set({ deletedAt: new Date() })
    .where(and(inArray(storedFiles.id, ids), eq(storedFiles.userId, userId)));
}
