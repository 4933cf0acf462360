import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from './client.js';
import { storedFiles } from './schema/index.js';

/*
 * A stored file may be shown by several items at once: an image saved in the images archive
 * and reused as a video's scene (its poster), an image shown by two articles. It goes only with
 * its last owner. The columns that own files are registered by the module that keeps them
 * (an archive registers its file columns when it is defined, modules/archives/archive-kit.ts);
 * `discard-files.test.ts` checks that, once every module is loaded, they are every column
 * that references stored_files.
 */
const fileOwners = new Set<AnyPgColumn>();

/** Says that these columns own stored files: a file one of them names is not deleted. */
export function registerFileOwners(columns: readonly AnyPgColumn[]): void {
  for (const column of columns) fileOwners.add(column);
}

/** Every column registered as owning files. */
export function fileOwnerColumns(): AnyPgColumn[] {
  return [...fileOwners];
}

/** True while any item (of any user) still shows the file: `fileId` is a column or an id. */
export function fileInUse(fileId: SQL | AnyPgColumn | string): SQL {
  const id = typeof fileId === 'string' ? sql`${fileId}::uuid` : fileId;
  // Nothing registered would mean every file is free to go: refuse rather than delete them.
  if (fileOwners.size === 0) throw new Error('No column owns stored files: the modules are not loaded');
  return sql.join(
    fileOwnerColumns().map((column) => sql`EXISTS (SELECT 1 FROM ${column.table} WHERE ${column} = ${id})`),
    sql` OR `,
  );
}

const mine = (userId: string, ids: string[]) =>
  and(inArray(storedFiles.id, ids), eq(storedFiles.userId, userId));

/**
 * Locks the user's file rows (in id order, so two deletions sharing files cannot deadlock):
 * of two items letting the same file go at once, the second to get the lock sees the first
 * one's change in its next statement, and the file goes with whichever is last.
 */
async function lockFiles(tx: Tx, userId: string, fileIds: (string | null)[]): Promise<string[]> {
  const ids = [...new Set(fileIds.filter((id): id is string => !!id))].sort();
  if (ids.length === 0) return [];
  await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(mine(userId, ids))
    .orderBy(storedFiles.id)
    .for('update');
  return ids;
}

/**
 * Marks the user's files among `fileIds` deleted, inside the transaction that deleted (or
 * changed) the item showing them, unless another item still shows them: their bytes stop
 * answering at /files/ at once (files.purgeDeleted removes them next). Null ids are skipped.
 */
export async function discardFiles(tx: Tx, userId: string, fileIds: (string | null)[]): Promise<void> {
  const ids = await lockFiles(tx, userId, fileIds);
  if (ids.length === 0) return;
  await tx
    .update(storedFiles)
    .set({ deletedAt: new Date() })
    .where(and(mine(userId, ids), sql`NOT (${fileInUse(storedFiles.id)})`));
}

/**
 * The item stopped showing these files (an article changed its image): unless another item
 * still shows them they are no longer saved, so the hourly cleanup takes them.
 */
export async function releaseFiles(tx: Tx, userId: string, fileIds: (string | null)[]): Promise<void> {
  const ids = await lockFiles(tx, userId, fileIds);
  if (ids.length === 0) return;
  await tx
    .update(storedFiles)
    .set({ saved: false })
    .where(and(mine(userId, ids), sql`NOT (${fileInUse(storedFiles.id)})`));
}
