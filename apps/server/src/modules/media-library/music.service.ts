import { readFile, stat } from 'node:fs/promises';
import type { MusicList, MusicTrack, MusicUploadQuery } from '@forja/contracts';
import type { Database } from '../../db/client.js';
import { discardFiles } from '../../db/discard-files.js';
import { notFound } from '../../lib/app-error.js';
import type { FilesService } from '../files/files.service.js';
import { inspectTrack } from './inspect-upload.js';
import { MUSIC_TRACK_PURPOSE } from './media-files.js';
import type { MusicSource } from './media-library-seam.js';
import { createMediaLibraryRepository, type MusicTrackWithKey } from './media-library.repository.js';
import { storeWithinQuota } from './store-within-quota.js';

/**
 * Who a music upload or deletion is for: a user's own track (counted towards their quota), or
 * the administrator's library (`library`, for everyone, counted towards nobody).
 */
export type MusicOwner = { kind: 'user'; userId: string } | { kind: 'library'; adminId: string };

export function createMusicService(deps: {
  database: Database;
  files: FilesService;
  ffmpegPath: () => Promise<string>;
}) {
  const db = deps.database.db;
  const repo = createMediaLibraryRepository(db);

  const toTrack = ({ track, fileKey }: MusicTrackWithKey): MusicTrack => ({
    id: track.id,
    title: track.title,
    artist: track.artist,
    licence: track.licence,
    durationSeconds: track.durationSeconds,
    url: deps.files.storage.publicUrl(fileKey),
    sizeBytes: track.sizeBytes,
    owner: track.userId === null ? 'library' : 'mine',
    createdAt: track.createdAt.toISOString(),
  });

  const ownerId = (owner: MusicOwner) => (owner.kind === 'user' ? owner.userId : null);

  return {
    /** The library's tracks and, for a user, their own (an administrator's list: the library only). */
    async list(owner: MusicOwner): Promise<MusicList> {
      return { items: (await repo.listTracks(ownerId(owner))).map(toTrack) };
    },

    /** Probes the file (MEDIA_REFUSED otherwise) and stores it as a track, the original bytes kept. */
    async upload(owner: MusicOwner, query: MusicUploadQuery, file: string): Promise<MusicTrack> {
      const { size } = await stat(file);
      const { contentType, durationSeconds } = await inspectTrack(await deps.ffmpegPath(), file, size);
      const data = await readFile(file);
      const uploader = owner.kind === 'user' ? owner.userId : owner.adminId;
      const row = await storeWithinQuota(
        db,
        deps.files,
        {
          userId: uploader,
          quota: owner.kind === 'user',
          files: [{ data, contentType, purpose: MUSIC_TRACK_PURPOSE, name: query.title }],
        },
        (tx, [fileId]) =>
          createMediaLibraryRepository(tx).insertTrack({
            userId: ownerId(owner),
            fileId: fileId!,
            title: query.title,
            artist: query.artist,
            licence: query.licence,
            durationSeconds,
            sizeBytes: data.length,
            createdBy: uploader,
          }),
      );
      const found = await repo.findTrack(ownerId(owner), row.id);
      if (!found) throw notFound('Music track');
      return toTrack(found);
    },

    /** Deletes the owner's track (a user: their own only; the administrator: a library track). */
    async remove(owner: MusicOwner, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await createMediaLibraryRepository(tx).deleteTrack(ownerId(owner), id);
        if (!deleted) throw notFound('Music track');
        await discardFiles(tx, deleted.fileUserId, [deleted.track.fileId]);
      });
      await deps.files.purgeDeleted();
    },

    /** A track the user may use in a video (the seam's `musicTrack`). */
    async musicTrack(userId: string, trackId: string): Promise<MusicSource | null> {
      const found = await repo.findTrack(userId, trackId);
      if (!found) return null;
      const { track } = found;
      return {
        id: track.id,
        fileId: track.fileId,
        contentType: found.contentType,
        title: track.title,
        artist: track.artist,
        licence: track.licence,
        durationSeconds: track.durationSeconds,
      };
    },
  };
}
export type MusicService = ReturnType<typeof createMusicService>;
