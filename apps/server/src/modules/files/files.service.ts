import type { StoredFile } from '@forja/contracts';
import type { Logger } from 'pino';
import { AppError, notFound } from '../../lib/app-error.js';
import { EXTENSION_BY_TYPE, newFileKey, type FileStorage } from '../../integrations/storage/file-storage.js';
import type { Db, Tx } from '../../db/client.js';
import { expiringPurposes, previewPurposes } from './file-purposes.js';
import { createFilesRepository, type FilesRepository, type StoredFileRow } from './files.repository.js';

/** Unsaved files of an expiring purpose are deleted after this long: one hour. */
const UNSAVED_FILE_LIFETIME_SECONDS = 60 * 60;

const previewNotKept = () =>
  new AppError(409, 'PREVIEW_NOT_KEPT', 'A preview is not kept: it is discarded after an hour.');
const CLEANUP_BATCH = 200;

/** Files the studio keeps for its users: bytes in storage, a row in stored_files. */
export function createFilesService(repo: FilesRepository, storage: FileStorage, log: Logger) {
  const toStoredFile = (row: StoredFileRow): StoredFile => ({
    id: row.id,
    url: storage.publicUrl(row.key),
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    saved: row.saved,
    createdAt: row.createdAt.toISOString(),
  });

  /**
   * Removes the bytes of files whose item was deleted, then their rows. Runs right after a
   * deletion and from the cleanup job, which so also finishes what a crash interrupted
   * (a row marked deleted is the record of bytes still to go). Returns how many.
   */
  async function purgeDeleted(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await repo.listDeleted(CLEANUP_BATCH);
      let done = 0;
      for (const { id, key } of batch) {
        try {
          await storage.delete(key);
          await repo.deleteRow(id);
          done++;
        } catch (err) {
          log.warn({ err, key }, 'could not delete a file; the cleanup job tries again');
        }
      }
      total += done;
      // A short batch is the last; one where nothing went would only come back the same.
      if (batch.length < CLEANUP_BATCH || done === 0) return total;
    }
  }

  return {
    storage,

    /**
     * The user's part of an account deletion, inside its transaction: the rows go with the user
     * (ON DELETE CASCADE); the bytes are removed once the deletion has committed.
     */
    async eraseUserData(tx: Db, userId: string): Promise<() => Promise<void>> {
      const keys = await createFilesRepository(tx).keysOfUser(userId);
      return async () => {
        for (const key of keys) {
          await storage
            .delete(key)
            .catch((err: unknown) => log.warn({ err, key }, "could not remove a deleted user's file"));
        }
      };
    },

    /** Puts the bytes in storage under a new unguessable key and records the file (unsaved). */
    async store(input: {
      userId: string;
      data: Buffer;
      contentType: string;
      purpose: string;
      name: string;
    }): Promise<StoredFile> {
      const extension = EXTENSION_BY_TYPE[input.contentType] ?? 'bin';
      const key = newFileKey(input.name, extension);
      await storage.put(key, input.data, input.contentType);
      try {
        const row = await repo.insert({
          key,
          userId: input.userId,
          contentType: input.contentType,
          sizeBytes: input.data.length,
          purpose: input.purpose,
        });
        return toStoredFile(row);
      } catch (error) {
        await storage
          .delete(key)
          .catch((err: unknown) => log.warn({ err, key }, 'could not remove an unrecorded file'));
        throw error;
      }
    },

    async get(userId: string, id: string): Promise<StoredFile> {
      const row = await repo.findOwned(id, userId);
      if (!row) throw notFound('File');
      return toStoredFile(row);
    },

    /** The bytes of the user's file, to hand on elsewhere (a WordPress media library). */
    async readOwned(
      userId: string,
      id: string,
    ): Promise<{ data: Buffer; contentType: string; name: string; purpose: string }> {
      const row = await repo.findOwned(id, userId);
      const file = row ? await storage.read(row.key) : null;
      if (!row || !file) throw notFound('File');
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream as AsyncIterable<Buffer>) chunks.push(chunk);
      return {
        data: Buffer.concat(chunks),
        contentType: row.contentType,
        purpose: row.purpose,
        name: row.key.split('/').pop() ?? 'file',
      };
    },

    /**
     * Marks the user's file as saved in an archive, so the cleanup job keeps it. Every way to
     * keep a file (the files route, saving an image, an article, a voice-over or a video)
     * comes here, so a preview is refused everywhere (409 PREVIEW_NOT_KEPT).
     */
    async keep(userId: string, id: string): Promise<StoredFile> {
      const row = await repo.markSaved(id, userId, previewPurposes());
      if (row) return toStoredFile(row);
      const file = await repo.findOwned(id, userId);
      if (file && previewPurposes().includes(file.purpose)) throw previewNotKept();
      throw notFound('File');
    },

    /**
     * `keep` inside the caller's transaction (the one that charges a generation and completes
     * its library row): false when the file is gone.
     */
    async keepIn(tx: Tx, userId: string, id: string): Promise<boolean> {
      return !!(await createFilesRepository(tx).markSaved(id, userId, previewPurposes()));
    },

    /**
     * Deletes files a generation stored for a result that was not kept (it failed, or was
     * cancelled, even at the moment it completed): marked deleted unless an item shows them,
     * then their bytes go.
     */
    async discard(userId: string, ids: string[]): Promise<void> {
      await repo.discard(userId, ids);
      await purgeDeleted();
    },

    purgeDeleted,

    /**
     * Deletes unsaved files of the expiring purposes (generated images, voice-over audio,
     * MP4s…: file-purposes.ts) older than the lifetime: marked deleted, then their bytes and
     * rows go (purgeDeleted; the next run retries any whose bytes could not go). Returns how
     * many were marked.
     */
    async deleteExpired(lifetimeSeconds = UNSAVED_FILE_LIFETIME_SECONDS): Promise<number> {
      let total = 0;
      for (const purpose of expiringPurposes()) {
        for (;;) {
          const marked = await repo.discardUnsavedOlderThan(purpose, lifetimeSeconds, CLEANUP_BATCH);
          total += marked;
          if (marked < CLEANUP_BATCH) break;
        }
      }
      if (total > 0) await purgeDeleted();
      return total;
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
