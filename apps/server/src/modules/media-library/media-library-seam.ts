import type { MediaCredit, MediaItem, MediaType, StockProvider } from '@forja/contracts';

/*
 * What the media library (this module) offers the rest of the server: the video studio reads a
 * scene's media and a music track through it, the stock footage module adds its picks with it.
 * The module builds it (media-library.module.ts) and puts it in Services as `mediaLibrary`.
 */

/** A media item as a render needs it. */
export interface SceneMediaSource {
  id: string;
  fileId: string;
  type: MediaType;
  contentType: string;
  width: number;
  height: number;
  /** Clips only. */
  durationSeconds: number | null;
  /** Stock items: who made it (the video's credits). */
  credit: MediaCredit | null;
}

/** A music track as a render needs it. */
export interface MusicSource {
  id: string;
  fileId: string;
  contentType: string;
  title: string;
  artist: string;
  licence: string;
  durationSeconds: number;
}

/** A file on this machine to add to a user's library (an upload received, a stock download). */
export interface NewMediaFile {
  /** Scratch path; the library reads it and leaves removing it to the caller. */
  path: string;
  name: string;
  /** Stock picks: the provider's item and who made it. */
  stock?: { provider: StockProvider; id: string; credit: MediaCredit };
}

export interface MediaLibrary {
  /** The user's item, or null when it is not theirs (or gone). */
  mediaItem(userId: string, mediaId: string): Promise<SceneMediaSource | null>;
  /** A track the user may use: the administrator's library or their own; null otherwise. */
  musicTrack(userId: string, trackId: string): Promise<MusicSource | null>;
  /**
   * Probes, checks and normalises the file (MEDIA_REFUSED with details.reason otherwise),
   * checks the storage quota (STORAGE_QUOTA_EXCEEDED) and stores it as the user's item.
   */
  add(userId: string, file: NewMediaFile): Promise<MediaItem>;
  /** The user's item made from this stock item, when they picked it before. */
  findStock(userId: string, provider: StockProvider, stockId: string): Promise<MediaItem | null>;
}

declare module '../server-module.js' {
  interface Services {
    /** The media and music libraries (modules/media-library). */
    mediaLibrary: MediaLibrary;
  }
}
