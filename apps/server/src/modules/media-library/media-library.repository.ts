import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MediaType, StockProvider } from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { afterCursor, containing, cursorAtOf, newestFirst } from '../../db/newest-first.js';
import { creditAccounts, mediaItems, musicTracks, plans, storedFiles } from '../../db/schema/index.js';
import type { KeysetCursor } from '../../lib/keyset-cursor.js';

/** Rows of media_items and music_tracks. Every query on a user's rows takes the user's id. */

const posterFiles = alias(storedFiles, 'poster_files');

const itemColumns = {
  item: mediaItems,
  fileKey: storedFiles.key,
  posterKey: posterFiles.key,
  cursorAt: cursorAtOf(mediaItems.createdAt),
};

export type MediaItemRow = typeof mediaItems.$inferSelect;
export type NewMediaItemRow = typeof mediaItems.$inferInsert;
export type MusicTrackRow = typeof musicTracks.$inferSelect;
export type NewMusicTrackRow = typeof musicTracks.$inferInsert;
export interface MediaItemWithKeys {
  item: MediaItemRow;
  fileKey: string;
  posterKey: string | null;
  cursorAt: string;
}
export interface MusicTrackWithKey {
  track: MusicTrackRow;
  fileKey: string;
  /** Who the file's row belongs to (the uploader): discarding it names them. */
  fileUserId: string;
  contentType: string;
}

export function createMediaLibraryRepository(db: Db) {
  const itemsQuery = () =>
    db
      .select(itemColumns)
      .from(mediaItems)
      .innerJoin(storedFiles, eq(storedFiles.id, mediaItems.fileId))
      .leftJoin(posterFiles, eq(posterFiles.id, mediaItems.posterFileId));

  const tracksQuery = () =>
    db
      .select({
        track: musicTracks,
        fileKey: storedFiles.key,
        fileUserId: storedFiles.userId,
        contentType: storedFiles.contentType,
      })
      .from(musicTracks)
      .innerJoin(storedFiles, eq(storedFiles.id, musicTracks.fileId));

  return {
    async listItems(
      userId: string,
      query: { type?: MediaType | undefined; q?: string | undefined; cursor?: KeysetCursor | undefined },
      limit: number,
    ): Promise<MediaItemWithKeys[]> {
      return itemsQuery()
        .where(
          and(
            eq(mediaItems.userId, userId),
            query.type ? eq(mediaItems.type, query.type) : undefined,
            containing(query.q, [mediaItems.name]),
            afterCursor(mediaItems, query.cursor),
          ),
        )
        .orderBy(...newestFirst(mediaItems))
        .limit(limit);
    },

    async findItem(userId: string, id: string): Promise<MediaItemWithKeys | undefined> {
      const [row] = await itemsQuery().where(and(eq(mediaItems.id, id), eq(mediaItems.userId, userId)));
      return row;
    },

    async findStockItem(
      userId: string,
      provider: StockProvider,
      stockId: string,
    ): Promise<MediaItemWithKeys | undefined> {
      const [row] = await itemsQuery().where(
        and(
          eq(mediaItems.userId, userId),
          eq(mediaItems.stockProvider, provider),
          eq(mediaItems.stockId, stockId),
        ),
      );
      return row;
    },

    async insertItem(row: NewMediaItemRow): Promise<MediaItemRow> {
      const [created] = await db.insert(mediaItems).values(row).returning();
      return created!;
    },

    /** Deletes the user's item; answers it (its files to discard) or undefined when not theirs. */
    async deleteItem(userId: string, id: string): Promise<MediaItemRow | undefined> {
      const [deleted] = await db
        .delete(mediaItems)
        .where(and(eq(mediaItems.id, id), eq(mediaItems.userId, userId)))
        .returning();
      return deleted;
    },

    /** The administrator's library (user_id null) and, with `userId`, that user's own tracks. */
    async listTracks(userId: string | null): Promise<MusicTrackWithKey[]> {
      return tracksQuery()
        .where(
          userId
            ? or(isNull(musicTracks.userId), eq(musicTracks.userId, userId))
            : isNull(musicTracks.userId),
        )
        .orderBy(sql`${musicTracks.userId} IS NOT NULL`, musicTracks.title, musicTracks.id);
    },

    /** A track `userId` may use (the library's or their own); with null, a library track only. */
    async findTrack(userId: string | null, id: string): Promise<MusicTrackWithKey | undefined> {
      const [row] = await tracksQuery().where(
        and(
          eq(musicTracks.id, id),
          userId
            ? or(isNull(musicTracks.userId), eq(musicTracks.userId, userId))
            : isNull(musicTracks.userId),
        ),
      );
      return row;
    },

    async insertTrack(row: NewMusicTrackRow): Promise<MusicTrackRow> {
      const [created] = await db.insert(musicTracks).values(row).returning();
      return created!;
    },

    /** Deletes a track owned by `userId` (null: a library track); undefined when there is none. */
    async deleteTrack(
      userId: string | null,
      id: string,
    ): Promise<{ track: MusicTrackRow; fileUserId: string } | undefined> {
      const found = await this.findTrack(userId, id);
      if (!found || found.track.userId !== userId) return undefined;
      await db.delete(musicTracks).where(eq(musicTracks.id, id));
      return { track: found.track, fileUserId: found.fileUserId };
    },

    /**
     * The user's plan quota, locking their credit account's row until the transaction ends:
     * two uploads of the same user check and insert one after the other, never both on the
     * same usage. Undefined when the user has no account.
     */
    async lockQuota(userId: string): Promise<{ planId: string; quotaBytes: number } | undefined> {
      const [row] = await db
        .select({ planId: creditAccounts.planId, quotaMb: plans.storageQuotaMb })
        .from(creditAccounts)
        .innerJoin(plans, eq(plans.id, creditAccounts.planId))
        .where(eq(creditAccounts.userId, userId))
        .for('update', { of: creditAccounts });
      return row ? { planId: row.planId, quotaBytes: row.quotaMb * 1024 * 1024 } : undefined;
    },

    async quota(userId: string): Promise<{ planId: string; quotaBytes: number } | undefined> {
      const [row] = await db
        .select({ planId: creditAccounts.planId, quotaMb: plans.storageQuotaMb })
        .from(creditAccounts)
        .innerJoin(plans, eq(plans.id, creditAccounts.planId))
        .where(eq(creditAccounts.userId, userId));
      return row ? { planId: row.planId, quotaBytes: row.quotaMb * 1024 * 1024 } : undefined;
    },

    /** What the user stores: their media items and their own music tracks (library tracks count for nobody). */
    async usedBytes(userId: string): Promise<number> {
      const [row] = await rawRows<{ used: string }>(
        db,
        sql`SELECT (
          COALESCE((SELECT SUM(${mediaItems.sizeBytes}) FROM ${mediaItems} WHERE ${mediaItems.userId} = ${userId}), 0) +
          COALESCE((SELECT SUM(${musicTracks.sizeBytes}) FROM ${musicTracks} WHERE ${musicTracks.userId} = ${userId}), 0)
        )::text AS used`,
      );
      return Number(row?.used ?? 0);
    },
  };
}
export type MediaLibraryRepository = ReturnType<typeof createMediaLibraryRepository>;
