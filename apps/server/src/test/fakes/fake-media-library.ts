import { randomUUID } from 'node:crypto';
import type { MediaCredit } from '@forja/contracts';
import type { FilesService } from '../../modules/files/files.service.js';
import type {
  MediaLibrary,
  MusicSource,
  SceneMediaSource,
} from '../../modules/media-library/media-library-seam.js';

/*
 * A stand-in for the media library (modules/media-library) in the video studio's API tests:
 * its items and tracks are real stored files (FilesService), scoped as the seam promises (an
 * item is its user's; a track is the user's or, with no user, everyone's).
 */

export interface FakeMediaLibrary extends MediaLibrary {
  addItem(
    userId: string,
    item: {
      type: 'image' | 'video';
      data: Buffer;
      contentType: string;
      durationSeconds?: number;
      credit?: MediaCredit;
    },
  ): Promise<SceneMediaSource>;
  /** `userId` null: a track of the administrator's library, stored as `ownerId`'s file. */
  addTrack(userId: string | null, ownerId: string, data: Buffer): Promise<MusicSource>;
}

export function fakeMediaLibrary(files: () => FilesService): FakeMediaLibrary {
  const items = new Map<string, { userId: string; source: SceneMediaSource }>();
  const tracks = new Map<string, { userId: string | null; source: MusicSource }>();
  return {
    async addItem(userId, item) {
      const file = await files().store({
        userId,
        data: item.data,
        contentType: item.contentType,
        purpose: 'test-media',
        name: 'media',
      });
      const source: SceneMediaSource = {
        id: randomUUID(),
        fileId: file.id,
        type: item.type,
        contentType: item.contentType,
        width: 720,
        height: 1280,
        durationSeconds: item.durationSeconds ?? null,
        credit: item.credit ?? null,
      };
      items.set(source.id, { userId, source });
      return source;
    },
    async addTrack(userId, ownerId, data) {
      const file = await files().store({
        userId: ownerId,
        data,
        contentType: 'audio/mpeg',
        purpose: 'test-music',
        name: 'track',
      });
      const source: MusicSource = {
        id: randomUUID(),
        fileId: file.id,
        contentType: 'audio/mpeg',
        title: 'Morning',
        artist: 'Someone',
        licence: 'CC0',
        durationSeconds: 30,
      };
      tracks.set(source.id, { userId, source });
      return source;
    },
    async mediaItem(userId, mediaId) {
      const found = items.get(mediaId);
      return found && found.userId === userId ? found.source : null;
    },
    async musicTrack(userId, trackId) {
      const found = tracks.get(trackId);
      return found && (found.userId === null || found.userId === userId) ? found.source : null;
    },
    add: () => Promise.reject(new Error('not in the fake')),
    findStock: async () => null,
  };
}
