import { rm, stat } from 'node:fs/promises';
import type { MediaItem, MediaListQuery, MediaList, StorageUsage } from '@forja/contracts';
import type { Database } from '../../db/client.js';
import { discardFiles } from '../../db/discard-files.js';
import { notFound } from '../../lib/app-error.js';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor.js';
import { makeScratchDir } from '../../lib/scratch-dir.js';
import type { FilesService } from '../files/files.service.js';
import { inspectMedia } from './inspect-upload.js';
import type { MediaLibrary, NewMediaFile, SceneMediaSource } from './media-library-seam.js';
import { createMediaLibraryRepository, type MediaItemWithKeys } from './media-library.repository.js';
import { prepareMedia } from './prepare-media.js';
import { storeWithinQuota } from './store-within-quota.js';

/** PostgreSQL's unique_violation (23505), as node-postgres and PGlite report it. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export interface MediaLibraryDeps {
  database: Database;
  files: FilesService;
  /** The ffmpeg binary (found once, on first use). */
  ffmpegPath: () => Promise<string>;
}

/** The media library: the seam other modules use (media-library-seam.ts) and what its routes need. */
export function createMediaLibraryService({ database, files, ffmpegPath }: MediaLibraryDeps) {
  const db = database.db;
  const repo = createMediaLibraryRepository(db);
  const url = (key: string) => files.storage.publicUrl(key);

  const toMediaItem = ({ item, fileKey, posterKey }: MediaItemWithKeys): MediaItem => ({
    id: item.id,
    origin: item.origin,
    type: item.type,
    name: item.name,
    url: url(fileKey),
    posterUrl: url(posterKey ?? fileKey),
    contentType: item.contentType,
    width: item.width,
    height: item.height,
    durationSeconds: item.durationSeconds,
    sizeBytes: item.sizeBytes,
    credit:
      item.stockProvider && item.sourceUrl
        ? {
            provider: item.stockProvider,
            author: item.author ?? '',
            authorUrl: item.authorUrl,
            sourceUrl: item.sourceUrl,
          }
        : null,
    createdAt: item.createdAt.toISOString(),
  });

  /** Probes, normalises and stores the file as the user's item (the seam's `add`). */
  async function add(userId: string, file: NewMediaFile): Promise<MediaItem> {
    const { size } = await stat(file.path);
    const ffmpeg = await ffmpegPath();
    const inspected = await inspectMedia(ffmpeg, file.path, size);
    const work = await makeScratchDir('media-normalise');
    try {
      const { stored, shape } = await prepareMedia(ffmpeg, file, inspected, work);
      const sizeBytes = stored.reduce((sum, f) => sum + f.data.length, 0);
      const store = () =>
        storeWithinQuota(db, files, { userId, quota: true, files: stored }, (tx, [fileId, posterFileId]) =>
          createMediaLibraryRepository(tx).insertItem({
            userId,
            fileId: fileId!,
            posterFileId: posterFileId ?? null,
            origin: file.stock ? 'stock' : 'upload',
            type: inspected.type,
            name: file.name,
            contentType: shape.contentType,
            width: shape.width,
            height: shape.height,
            durationSeconds: shape.durationSeconds,
            sizeBytes,
            stockProvider: file.stock?.provider ?? null,
            stockId: file.stock?.id ?? null,
            author: file.stock?.credit.author ?? null,
            authorUrl: file.stock?.credit.authorUrl ?? null,
            sourceUrl: file.stock?.credit.sourceUrl ?? null,
          }),
        );
      let row: Awaited<ReturnType<typeof store>>;
      try {
        row = await store();
      } catch (error) {
        // Two picks of one stock item at once: the second answers the item the first stored.
        const picked =
          file.stock && isUniqueViolation(error)
            ? await repo.findStockItem(userId, file.stock.provider, file.stock.id)
            : undefined;
        if (picked) return toMediaItem(picked);
        throw error;
      }
      const found = await repo.findItem(userId, row.id);
      if (!found) throw notFound('Media item');
      return toMediaItem(found);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  const seam: MediaLibrary = {
    async mediaItem(userId, mediaId): Promise<SceneMediaSource | null> {
      const found = await repo.findItem(userId, mediaId);
      if (!found) return null;
      const { item } = found;
      return {
        id: item.id,
        fileId: item.fileId,
        type: item.type,
        contentType: item.contentType,
        width: item.width,
        height: item.height,
        durationSeconds: item.durationSeconds,
        credit: toMediaItem(found).credit,
      };
    },
    // The music library answers tracks; set by the module (music.service.ts).
    musicTrack: () => Promise.resolve(null),
    add,
    async findStock(userId, provider, stockId) {
      const found = await repo.findStockItem(userId, provider, stockId);
      return found ? toMediaItem(found) : null;
    },
  };

  return {
    ...seam,

    async list(userId: string, query: MediaListQuery): Promise<MediaList> {
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.listItems(userId, { type: query.type, q: query.q, cursor }, query.limit + 1);
      const { page, nextCursor } = pageOf(
        rows.map((r) => ({ ...r, id: r.item.id })),
        query.limit,
      );
      return { items: page.map(toMediaItem), nextCursor };
    },

    async get(userId: string, id: string): Promise<MediaItem> {
      const found = await repo.findItem(userId, id);
      if (!found) throw notFound('Media item');
      return toMediaItem(found);
    },

    /** Deletes the user's item; its files go too unless a video still uses them. */
    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await createMediaLibraryRepository(tx).deleteItem(userId, id);
        if (!deleted) throw notFound('Media item');
        await discardFiles(tx, userId, [deleted.fileId, deleted.posterFileId]);
      });
      await files.purgeDeleted();
    },

    async usage(userId: string): Promise<StorageUsage> {
      const plan = await repo.quota(userId);
      if (!plan) throw notFound('Credit account');
      return { usedBytes: await repo.usedBytes(userId), quotaBytes: plan.quotaBytes, planId: plan.planId };
    },
  };
}
export type MediaLibraryService = ReturnType<typeof createMediaLibraryService>;
