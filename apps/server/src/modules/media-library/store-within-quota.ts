import type { Db, Tx } from '../../db/client.js';
import type { FilesService } from '../files/files.service.js';
import { quotaExceeded } from './media-refusal.js';
import { createMediaLibraryRepository } from './media-library.repository.js';

export interface FileToStore {
  data: Buffer;
  contentType: string;
  purpose: string;
  name: string;
}

/**
 * Stores `files` for the user and records the row that owns them (`insert`), within their
 * plan's storage quota. The quota is checked before anything is stored (a refusal stores
 * nothing), then again in the insert's transaction with the user's credit account row locked,
 * so concurrent uploads of one user are counted one after the other and cannot together pass
 * the quota. A refusal or failure there discards the files just stored. `quota: false`: the
 * administrator's library, which counts towards nobody.
 */
export async function storeWithinQuota<R>(
  db: Db,
  files: FilesService,
  input: { userId: string; quota: boolean; files: FileToStore[] },
  insert: (tx: Tx, fileIds: string[]) => Promise<R>,
): Promise<R> {
  const sizeBytes = input.files.reduce((sum, f) => sum + f.data.length, 0);
  const check = async (repo: ReturnType<typeof createMediaLibraryRepository>, lock: boolean) => {
    if (!input.quota) return;
    const plan = lock ? await repo.lockQuota(input.userId) : await repo.quota(input.userId);
    const used = await repo.usedBytes(input.userId);
    const quotaBytes = plan?.quotaBytes ?? 0;
    if (used + sizeBytes > quotaBytes) throw quotaExceeded(used, quotaBytes);
  };
  await check(createMediaLibraryRepository(db), false);

  const stored: string[] = [];
  try {
    for (const file of input.files) {
      stored.push((await files.store({ userId: input.userId, ...file })).id);
    }
    return await db.transaction(async (tx) => {
      await check(createMediaLibraryRepository(tx), true);
      return insert(tx, stored);
    });
  } catch (error) {
    if (stored.length > 0) await files.discard(input.userId, stored);
    throw error;
  }
}
